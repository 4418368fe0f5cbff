import type { PorticoState } from '../../types/state.js'

/** Removes a toast (a loading toast stays until dismissed). */
export function dismissToast(context: { state: PorticoState }, id: number): void {
  const index = context.state.toasts.findIndex((toast) => toast.id === id)
  if (index >= 0) context.state.toasts.splice(index, 1)
}
