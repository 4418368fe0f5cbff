import type { PorticoState } from '../../types/state.js'
import type { RouterData, ViewName } from '../../types/view.js'

/** Replaces the current view (back then skips it). */
export function replaceView(context: { state: PorticoState }, view: ViewName, data?: RouterData): void {
  const { history } = context.state.router
  history.splice(Math.max(history.length - 1, 0), 1, view)
  context.state.router.view = view
  context.state.router.data = data
}
