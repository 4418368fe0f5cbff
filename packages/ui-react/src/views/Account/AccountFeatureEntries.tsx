import { selectAccountEntries } from '@portico/core'
import { usePorticoInstance } from '../../context/usePorticoInstance.js'
import { useTranslate } from '../../i18n/useTranslate.js'
import { Icon, type IconName, isIconName } from '../../icons/Icon.js'
import { usePorticoSnapshot } from '../../state/usePorticoSnapshot.js'

/**
 * The buttons of the installed feature packages on the Account view (docs/behaviour.md#limits wallet features
 * order), those available on the active namespace; each opens its feature's view or runs its action.
 */
export function AccountFeatureEntries() {
  const portico = usePorticoInstance()
  const state = usePorticoSnapshot()
  const t = useTranslate()
  const entries = selectAccountEntries(portico.options.plugins ?? [], state)
  if (entries.length === 0) return null
  return (
    <div className="feature-entries" data-testid="account-features">
      {entries.map((entry) => {
        const icon: IconName = entry.icon !== undefined && isIconName(entry.icon) ? entry.icon : 'chevron'
        return (
          <button
            key={entry.id}
            type="button"
            className="action"
            data-variant="secondary"
            data-testid={`account-feature-${entry.id}`}
            onClick={() => (entry.run ? entry.run(portico) : portico.push(entry.view))}
          >
            <Icon name={icon} />
            {t(entry.label)}
          </button>
        )
      })}
    </div>
  )
}
