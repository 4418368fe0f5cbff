import { SHAKE_DURATION_MS } from '../../constants/timeouts.js'
import type { Timers } from '../../instance/createTimers.js'
import type { PorticoState } from '../../types/state.js'

/** Shakes the modal for SHAKE_DURATION_MS (500 ms, docs/behaviour.md#views). */
export function shakeModal(context: { state: PorticoState; timers: Timers }): void {
  context.state.modal.shake = true
  context.timers.set(() => {
    context.state.modal.shake = false
  }, SHAKE_DURATION_MS)
}
