/**
 * Multi-wallet's English texts: the fallback of every locale, loaded with the modal's code. Keys are flat and
 * view-scoped, `{name}` is filled from the values given to `t`; documented texts are verbatim.
 */
export const en = {
  'profileWallets.entry': 'Wallets',
  'profileWallets.title': 'Connected wallets',
  'profileWallets.active': 'Active',
  'profileWallets.switch': 'Switch',
  'profileWallets.switchTo': 'Switch to {name}',
  'profileWallets.disconnectWallet': 'Disconnect {name}',
  'profileWallets.add': 'Add wallet',
  'profileWallets.notConnected': 'Connect a wallet to see it here',
} as const
