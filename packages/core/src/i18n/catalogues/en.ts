/**
 * The English catalogue of the modal: every text its views show. Keys are flat and view-scoped
 * (`connect.title`); `{name}` is filled from the values given to `t`; an object of plural forms is
 * chosen by `Intl.PluralRules` on its `count`. A new view adds its keys here and calls `t`. The texts
 * docs/behaviour.md quotes are verbatim. This file loads with the modal's code; the few texts the page needs before
 * it (buttons, errors, alerts, relative time) are in `enBundled.ts`, in the page's initial JS.
 * `pnpm check:messages` fails when a key used in code is missing from both or a key is used nowhere.
 */
export const en = {
  // Modal frame
  'modal.back': 'Back',
  'modal.close': 'Close',
  'modal.closeAlert': 'Close alert',
  'modal.loading': 'Loading',
  'modal.viewFailed': 'Something went wrong',
  'modal.viewMissing': 'This view is not available',
  'common.tryAgain': 'Try again',
  'common.disconnect': 'Disconnect',

  // Connect
  'connect.title': 'Connect Wallet',
  'connect.noWallets': 'No wallet found',
  'connect.allWallets': 'All wallets',
  'connect.continueWithWallet': 'Continue with a wallet',
  'connect.legal.agree': 'I agree to the Terms of Service and the Privacy Policy',
  'connect.legal.terms': 'Terms of Service',
  'connect.legal.privacy': 'Privacy Policy',
  'connect.legal.required': 'Tick the box above to connect',
  'connect.walletGuide.question': "Haven't got a wallet?",
  'connect.walletGuide.start': 'Get started',
  'connect.walletGuide.title': 'What is a wallet?',
  'connect.walletGuide.signIn': 'One sign-in for every app',
  'connect.walletGuide.signInNote':
    'Connect your wallet to sign in to apps, with no new password to remember.',
  'connect.walletGuide.assets': 'A home for your digital assets',
  'connect.walletGuide.assetsNote':
    'A wallet holds your coins, tokens and NFTs, and sends and receives them.',
  'connect.walletGuide.explore': 'Your way into web3',
  'connect.walletGuide.exploreNote':
    'With a wallet you can trade, collect and join communities that run on blockchains.',
  'connect.walletGuide.getWallet': 'Get a wallet',

  // Wallet rows (Connect, AllWallets)
  'wallets.recent': 'Recent',
  'wallets.installed': 'Installed',
  'wallets.get': 'Get',

  // AllWallets
  'allWallets.title': 'All Wallets',
  'allWallets.searchLabel': 'Search wallets',
  'allWallets.searchPlaceholder': 'Search wallet',
  'allWallets.searching': 'Searching…',
  'allWallets.loading': 'Loading wallets…',
  'allWallets.searchFailed': 'The search failed',
  'allWallets.loadFailed': 'Could not load more wallets',
  'allWallets.noMatch': 'No wallet found',

  // ConnectingExternal
  'connecting.title': 'Connecting',
  'connecting.yourWallet': 'your wallet',
  'connecting.waiting': 'Continue in {wallet}',
  'connecting.waitingNote': 'Accept the connection request in your wallet',
  'connecting.rejected': 'Connection declined',
  'connecting.rejectedNote': 'The request was declined in the wallet. You can try again.',
  'connecting.failed': 'Connection failed',
  'connecting.connected': 'Connected',
  'connecting.connectedNote': 'Your wallet is connected',

  // Account
  'account.title': 'Account',
  'account.copyAddress': 'Copy address',
  'account.copied': 'Copied',
  'account.copyFailed': 'Failed to copy',
  'account.loadingBalance': 'Loading balance',
  'account.balanceUnavailable': 'Balance unavailable',
  'account.unknownNetwork': 'Unknown network',
  'account.disconnectFailed': 'Disconnect failed, try again',
  'account.tabs': 'Account',
  'account.tokens': 'Tokens',
  'account.nfts': 'NFTs',
  'account.activity': 'Activity',
  'account.noTokens': 'No tokens yet',
  'account.noNfts': 'No NFTs yet',
  'account.noActivity': 'No activity yet',

  // SwitchNetwork and UnsupportedChain
  'switchNetwork.title': 'Choose Network',
  'switchNetwork.switching': 'Switching',
  'switchNetwork.failed': 'Could not switch to {network}.',
  'unsupportedChain.title': 'Switch Network',
  'unsupportedChain.note':
    'This app doesn’t support your current network. Switch to an available option to continue.',

  // SwitchActiveChain
  'switchActiveChain.title': 'Switch Chain',
  'switchActiveChain.headline': 'Switch to {network}',
  'switchActiveChain.headlineAny': 'Switch chain',
  'switchActiveChain.note': 'Your wallet is connected on another chain. Continue to use this network.',
  'switchActiveChain.failed': 'The switch did not go through. You can try again.',
  'switchActiveChain.confirm': 'Switch',
  'switchActiveChain.switching': 'Switching…',

  // ApproveTransaction
  'approve.title': 'Approve Transaction',
  'approve.headline': 'Approve the request',
  'approve.empty': 'No pending request',
  'approve.waiting': '{request}: waiting for your wallet',
  'approve.waitingMany': {
    one: '{request}: waiting for your wallet ({count} request)',
    other: '{request}: waiting for your wallet ({count} requests)',
  },
  'approve.cancel': 'Cancel request',
  'approve.signMessage': 'Sign a message',
  'approve.signTypedData': 'Sign typed data',
  'approve.sendTransaction': 'Send a transaction',

  // WalletConnect
  'walletConnect.copyLink': 'Copy link',
  'walletConnect.copied': 'Link copied',
} as const
