import type { Timers } from '../../instance/createTimers.js'
import type { AlertVariant } from '../../types/alert.js'
import type { PorticoState } from '../../types/state.js'
import { AUTO_CLOSE_DELAY_MS } from './autoCloseDelay.js'

export interface ToastsContext {
  state: PorticoState
  timers: Timers
  toastIds: { next: number }
}

/** Shows a toast; it dismisses itself after AUTO_CLOSE_DELAY_MS unless it is a loading toast. */
export function showToast(
  context: ToastsContext,
  parameters: { message: string; variant: AlertVariant },
): number {
  const id = context.toastIds.next++
  context.state.toasts.push({ id, message: parameters.message, variant: parameters.variant })
  if (parameters.variant !== 'loading') {
    context.timers.set(() => {
      const index = context.state.toasts.findIndex((toast) => toast.id === id)
      if (index >= 0) context.state.toasts.splice(index, 1)
    }, AUTO_CLOSE_DELAY_MS)
  }
  return id
}
