import { CONNECTOR_ALIASES } from '../constants/connectorAliases.js'

/** The name a wallet is shown with: its alias when it has one ('Trust Wallet' → 'Trust', docs/behaviour.md#limits). */
export function walletDisplayName(name: string): string {
  return CONNECTOR_ALIASES[name] ?? name
}
