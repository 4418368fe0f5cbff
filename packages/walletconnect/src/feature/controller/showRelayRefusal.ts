import { formatAlert } from '@portico/core'
import { relayRefusalAlert } from './relayRefusalAlert.js'
import type { WalletConnectContext } from './WalletConnectContext.js'

/** Shows the alert of the relay's refusal (relayRefusalAlert) when `error` is one; any other error shows nothing here. */
export function showRelayRefusal({ feature }: Pick<WalletConnectContext, 'feature'>, error: unknown): void {
  const code = relayRefusalAlert(error)
  if (code === undefined) return
  const { title, description, variant } = formatAlert(code)
  feature.portico.showAlert({ message: `${title}: ${description}`, variant, code })
}
