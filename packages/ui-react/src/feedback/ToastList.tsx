import { memo } from 'react'
import { Spinner } from '../icons/Spinner.js'
import { usePorticoSelector } from '../state/usePorticoSelector.js'

/** Short-lived toasts ('Copied', 'Failed to fetch transactions', ...), announced politely; renders only when they change. */
export const ToastList = memo(function ToastList() {
  const toasts = usePorticoSelector((s) => s.toasts)
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
})
