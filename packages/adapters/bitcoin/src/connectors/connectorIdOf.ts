import { walletConnectorId } from '@portico/adapter-kit'

/** The Portico connector id of a Bitcoin wallet: the kit's name rule, 'bitcoin-wallet' for a name with no letters or digits. */
export function connectorIdOf(walletName: string): string {
  return walletConnectorId(walletName, 'bitcoin-wallet')
}
