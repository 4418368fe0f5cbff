import type { PorticoState } from '../../types/state.js'
import type { RouterData, ViewName } from '../../types/view.js'

/** Starts a new view history at `view` (what opening the modal does). */
export function startRoute(context: { state: PorticoState }, view: ViewName, data?: RouterData): void {
  context.state.router.view = view
  context.state.router.history = [view]
  context.state.router.data = data
}
