import { memo } from 'react'
import { usePorticoInstance } from '../context/usePorticoInstance.js'
import { useTranslate } from '../i18n/useTranslate.js'
import { Icon } from '../icons/Icon.js'
import { IconButton } from '../icons/IconButton.js'
import { Spinner } from '../icons/Spinner.js'
import { usePorticoSelector } from '../state/usePorticoSelector.js'
import { alertText } from './alertText.js'

/** The one banner alert (info, success, error, loading, warning), shown while open; renders only when the alert changes. */
export const AlertBanner = memo(function AlertBanner() {
  const portico = usePorticoInstance()
  const alert = usePorticoSelector((s) => s.alert)
  const t = useTranslate()
  if (!alert.open) return null
  const urgent = alert.variant === 'error' || alert.variant === 'warning'
  return (
    <div
      className="alert"
      role={urgent ? 'alert' : 'status'}
      data-testid="portico-alert"
      data-state="open"
      data-variant={alert.variant}
    >
      {alert.variant === 'loading' ? <Spinner /> : <Icon name="warning" />}
      <span className="alert-message">{alertText(alert, t)}</span>
      <IconButton
        icon="close"
        label={t('modal.closeAlert')}
        testId="portico-alert-close"
        size={14}
        onClick={() => portico.closeAlert()}
      />
    </div>
  )
})
