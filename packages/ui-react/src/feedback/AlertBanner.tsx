import { usePorticoInstance } from '../context/usePorticoInstance.js'
import { Icon } from '../icons/Icon.js'
import { Spinner } from '../icons/Spinner.js'
import { usePorticoSnapshot } from '../state/usePorticoSnapshot.js'

/** The one banner alert (info, success, error, loading, warning), shown while open. */
export function AlertBanner() {
  const portico = usePorticoInstance()
  const { alert } = usePorticoSnapshot()
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
      <span className="alert-message">{alert.message}</span>
      <button
        type="button"
        className="icon-button"
        aria-label="Close alert"
        data-testid="portico-alert-close"
        onClick={() => portico.closeAlert()}
      >
        <Icon name="close" size={14} />
      </button>
    </div>
  )
}
