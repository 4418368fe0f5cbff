import type { PorticoState } from '../../types/state.js'

/** Shows or hides the modal's loading state. */
export function setModalLoading(context: { state: PorticoState }, loading: boolean): void {
  context.state.modal.loading = loading
}
