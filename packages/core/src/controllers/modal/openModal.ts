import type { PorticoEvent } from '../../types/event.js'
import type { PorticoState } from '../../types/state.js'

export interface ModalContext {
  state: PorticoState
  emit(event: PorticoEvent): void
}

/** Shows the modal on the router's current view and emits MODAL_OPEN. */
export function openModal(context: ModalContext, parameters: { connected: boolean }): void {
  context.state.modal.open = true
  context.emit({ type: 'MODAL_OPEN', view: context.state.router.view, connected: parameters.connected })
}
