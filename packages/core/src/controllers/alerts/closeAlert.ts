import type { PorticoState } from '../../types/state.js'

/** Closes the banner alert (its text stays for the closing animation). */
export function closeAlert(context: { state: PorticoState }): void {
  context.state.alert.open = false
}
