import type { PorticoState } from '../../types/state.js'

/**
 * Goes to the previous view. Returns false at the first view, where going back means closing
 * the modal (the instance closes it).
 */
export function goBackView(context: { state: PorticoState }): boolean {
  const { history } = context.state.router
  if (history.length <= 1) return false
  history.pop()
  context.state.router.view = history[history.length - 1] ?? 'Connect'
  context.state.router.data = undefined
  return true
}
