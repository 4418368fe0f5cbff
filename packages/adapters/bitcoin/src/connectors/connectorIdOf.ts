/**
 * The Portico connector id of a Wallet Standard wallet: its name in lower case, runs of other
 * characters as '-' ('Phantom' → 'phantom', 'Test Wallet 1' → 'test-wallet-1'). Wallet Standard
 * wallets have no other stable identifier, and a name is the same on every page load.
 */
export function connectorIdOf(walletName: string): string {
  const id = walletName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  return id === '' ? 'bitcoin-wallet' : id
}
