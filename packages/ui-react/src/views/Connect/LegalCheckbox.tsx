import { usePorticoInstance } from '../../context/usePorticoInstance.js'
import { useTranslate } from '../../i18n/useTranslate.js'
import type { LegalConsent } from './useLegalConsent.js'

/**
 * The Connect view's terms and privacy checkbox (`features.legalCheckbox`): the app's terms and privacy
 * links (`termsConditionsUrl`, `privacyPolicyUrl`) open in a new tab; every connect method waits for the tick.
 */
export function LegalCheckbox({ consent }: { consent: LegalConsent }) {
  const { options } = usePorticoInstance()
  const t = useTranslate()
  const links = [
    { href: options.termsConditionsUrl, label: t('connect.legal.terms'), id: 'terms' },
    { href: options.privacyPolicyUrl, label: t('connect.legal.privacy'), id: 'privacy' },
  ].filter((link): link is { href: string; label: string; id: string } => link.href !== undefined)
  return (
    <div className="legal" data-testid="legal-checkbox">
      <label className="legal-label">
        <input
          type="checkbox"
          checked={consent.accepted}
          onChange={(event) => consent.setAccepted(event.currentTarget.checked)}
        />
        <span>{t('connect.legal.agree')}</span>
      </label>
      {links.length > 0 && (
        <p className="note legal-links">
          {links.map((link) => (
            <a
              key={link.id}
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              data-testid={`legal-${link.id}`}
            >
              {link.label}
            </a>
          ))}
        </p>
      )}
      {!consent.accepted && (
        <p className="note" data-testid="legal-hint">
          {t('connect.legal.required')}
        </p>
      )}
    </div>
  )
}
