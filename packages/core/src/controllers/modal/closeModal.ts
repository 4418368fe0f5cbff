import type { ModalContext } from './openModal.js'

/** Hides the modal and emits MODAL_CLOSE; does nothing when it is already closed. */
export function closeModal(context: ModalContext, parameters: { connected: boolean }): boolean {
  if (!context.state.modal.open) return false
  context.state.modal.open = false
  context.state.modal.loading = false
  context.emit({ type: 'MODAL_CLOSE', connected: parameters.connected })
  return true
}
