import type { PorticoState } from '../../types/state.js'

/** Back to Connect with no history (what closing the modal does, docs/behaviour.md#views). */
export function resetRouter(context: { state: PorticoState }): void {
  context.state.router.view = 'Connect'
  context.state.router.history = ['Connect']
  context.state.router.data = undefined
}
