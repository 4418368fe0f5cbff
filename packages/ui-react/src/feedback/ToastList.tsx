import { Spinner } from '../icons/Spinner.js'
import { usePorticoSnapshot } from '../state/usePorticoSnapshot.js'

/** Short-lived toasts ('Copied', 'Failed to fetch transactions', ...), announced politely. */
export function ToastList() {
  const { toasts } = usePorticoSnapshot()
  return (
    <div className="toasts" role="status" aria-live="polite" data-testid="portico-toasts">
      {toasts.map((toast) => (
        <div key={toast.id} className="toast" data-testid="portico-toast" data-variant={toast.variant}>
          {toast.variant === 'loading' && <Spinner />}
          {toast.message}
        </div>
      ))}
    </div>
  )
}
