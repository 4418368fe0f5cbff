import { walletConnectorId } from '@portico/adapter-kit'

/** The Portico connector id of a Solana wallet: the kit's name rule, 'solana-wallet' for a name with no letters or digits. */
export function connectorIdOf(walletName: string): string {
  return walletConnectorId(walletName, 'solana-wallet')
}
