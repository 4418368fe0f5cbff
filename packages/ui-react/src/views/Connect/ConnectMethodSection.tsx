import type { ConnectMethod } from '@portico/core'
import { usePorticoInstance } from '../../context/usePorticoInstance.js'
import { useTranslate } from '../../i18n/useTranslate.js'
import { Spinner } from '../../icons/Spinner.js'
import { instanceRegistries } from '../../plugins/instanceRegistries.js'
import { useRegistryResolution } from '../../registry/useRegistryResolution.js'

/** An email or social section of the Connect view, when a feature registered one. */
export function ConnectMethodSection({ method }: { method: Exclude<ConnectMethod, 'wallet'> }) {
  const resolution = useRegistryResolution(instanceRegistries(usePorticoInstance()).connectMethods, method)
  const t = useTranslate()
  if (resolution.state === 'ready') return <resolution.Component />
  if (resolution.state === 'loading') {
    return (
      <div className="view-state" role="status" data-testid={`connect-method-${method}`} data-state="loading">
        <Spinner label={t('modal.loading')} />
      </div>
    )
  }
  return null
}
