import type { PorticoState } from '../../types/state.js'
import type { RouterData, ViewName } from '../../types/view.js'

/** Goes to `view`, keeping the current one to go back to. */
export function pushView(context: { state: PorticoState }, view: ViewName, data?: RouterData): void {
  context.state.router.history.push(view)
  context.state.router.view = view
  context.state.router.data = data
}
