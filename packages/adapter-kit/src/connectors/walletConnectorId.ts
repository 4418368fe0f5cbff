/**
 * The Portico connector id of a wallet known by name only (Wallet Standard wallets): its name in
 * lower case, runs of other characters as '-' ('Phantom' → 'phantom', 'Test Wallet 1' →
 * 'test-wallet-1'); `fallback` when nothing is left. Such wallets have no other stable identifier,
 * and a name is the same on every page load.
 */
export function walletConnectorId(walletName: string, fallback: string): string {
  const id = walletName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  return id === '' ? fallback : id
}
