/**
 * The English catalogue: every text the widget shows, bundled. Keys are flat and view-scoped
 * (`connect.title`); `{name}` is filled from the values given to `t`; an object of plural forms is
 * chosen by `Intl.PluralRules` on its `count`. A new view adds its keys here and calls `t`. Spec
 * texts are verbatim. `pnpm check:messages` fails when a key used in code is missing here or a key
 * here is used nowhere.
 */
export const en = {
  // Buttons (in the page)
  'button.connect': 'Connect Wallet',
  'button.connecting': 'Connecting...',
  'button.selectNetwork': 'Select network',
  'button.switchNetwork': 'Switch network',

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

  // Wallet rows (Connect, AllWallets)
  'wallets.recent': 'Recent',
  'wallets.installed': 'Installed',

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
  // Sign in with X (SIWXSignMessage; spec §8 toasts verbatim)
  'siwx.title': 'Sign In',
  'siwx.headline': '{name} wants you to sign in with your wallet',
  'siwx.account': 'Account {address} on {network}',
  'siwx.sign': 'Sign',
  'siwx.cancel': 'Cancel',
  'siwx.authenticating': 'Authenticating...',
  'siwx.error': 'Error signing message',
  'siwx.waiting': 'Confirm the message in your wallet',

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

  // Relative time (spec §9: the short labels stay for English; other locales use Intl.RelativeTimeFormat)
  'time.past': '{time} ago',
  'time.future': 'in {time}',
  'time.second': '{count} sec',
  'time.minute': '{count} min',
  'time.hour': '{count} hr',
  'time.day': '{count} d',
  'time.month': '{count} mo',
  'time.year': '{count} yr',

  // Errors the visitor sees (spec §5, §8), by error code: `error.<code>`
  'error.REQUEST_ABORTED': 'Request was aborted',
  'error.SOMETHING_WENT_WRONG': 'Something went wrong',
  'error.FRAME_ERROR': 'An error occurred',
  'error.EMAIL_DEPENDENCY_LOAD_FAILED': 'Unable to load email login dependency',
  'error.EMAIL_COOLDOWN': 'Please try again after {seconds} seconds',
  'error.INVALID_EMAIL': 'Invalid e-mail',
  'error.CHAIN_NOT_SUPPORTED': 'Chain is not supported',
  'error.USER_REJECTED': 'User rejected the request',
  'error.FETCH_TRANSACTIONS_FAILED': 'Failed to fetch transactions',
  'error.TOKEN_BALANCE_UNAVAILABLE': 'Token Balance Unavailable',
  'error.AUTH_INIT_FAILED': 'A problem occurred while trying initialize authentication',
  'error.SIGN_MESSAGE_FAILED': 'Error signing message',
  'error.AUTHENTICATING': 'Authenticating...',
  'error.NAME_RESOLVE_FAILED': 'Error resolving name',
  'error.NAME_SUGGESTIONS_FAILED': 'Error fetching name suggestions',
  'error.NAMES_FOR_ADDRESS_FAILED': 'Error fetching names for address',
  'error.NAME_REGISTER_FAILED': 'Error registering name {name}',
  'error.NETWORK_NOT_FOUND': 'Network not found',
  'error.INVALID_ACCOUNT_NAME': 'A name uses letters, digits and hyphens, at least 4 characters',
  'error.DISCONNECT_FAILED': 'Failed to disconnect chains: {reason}',
  'error.CAPABILITY_NOT_SUPPORTED': '{capability} is not supported in namespace {namespace}',
  'error.UNSUPPORTED_NETWORK_NAME': 'Unknown Network',
  'error.SEND_AMOUNT_AND_RECEIVER_REQUIRED': 'An amount and receiver address are required',
  'error.SEND_TOKEN_REQUIRED': 'A token is required',
  'error.UNSUPPORTED_CHAIN': 'Unsupported chain',

  // Alerts (spec §8): the banner shows '{title}: {description}'
  'alert.titled': '{title}: {description}',
  'alert.INVALID_APP_CONFIGURATION.title': 'Invalid App Configuration',
  'alert.INVALID_APP_CONFIGURATION.description':
    "The origin {origin} is not on this project's allowed origins. Add it to the project's allowed origins in Portico Cloud.",
  'alert.INVALID_PROJECT_ID.title': 'Invalid Project ID',
  'alert.INVALID_PROJECT_ID.description':
    'The project id is not known to Portico Cloud. Check the projectId passed to createPortico.',
  'alert.PROJECT_ID_NOT_CONFIGURED.title': 'Project ID Not Configured',
  'alert.PROJECT_ID_NOT_CONFIGURED.description':
    'No project id is set. Pass the projectId of your Portico Cloud project to createPortico.',
  'alert.RATE_LIMITED.title': 'Rate Limited',
  'alert.RATE_LIMITED.description':
    'Too many requests for the project configuration. Please try again later.',
  'alert.SERVER_ERROR.title': 'Server Error',
  'alert.SERVER_ERROR.description':
    'Portico Cloud could not load the project configuration. Please try again later.',
  'alert.IFRAME_LOAD_FAILED.title': 'Embedded Wallet Failed to Load',
  'alert.IFRAME_LOAD_FAILED.description':
    'The embedded wallet did not load. Check your network connection and try again.',
  'alert.IFRAME_REQUEST_TIMEOUT.title': 'Request Timed Out',
  'alert.IFRAME_REQUEST_TIMEOUT.description': 'The embedded wallet did not answer in time. Please try again.',
  'alert.UNVERIFIED_DOMAIN.title': 'Unverified Domain',
  'alert.UNVERIFIED_DOMAIN.description':
    "This domain is not verified for the embedded wallet. Add it to the project's allowed origins in Portico Cloud.",
  'alert.SESSION_EXPIRED.title': 'Session Expired',
  'alert.SESSION_EXPIRED.description':
    'The session is no longer valid. Check that your device clock is right, then connect again.',
  'alert.NETWORK_NOT_FOUND.title': 'Network Not Found',
  'alert.NETWORK_NOT_FOUND.description':
    "The network is not among this app's networks. Add it to the networks passed to createPortico.",
  'alert.MULTI_WALLET_NOT_ENABLED.title': 'Multi-Wallet Not Enabled',
  'alert.MULTI_WALLET_NOT_ENABLED.description':
    'Multi-wallet support must be enabled in project configuration.',
  'alert.LOCAL_CONFIGURATION_IGNORED.title': 'Local configuration ignored',
  'alert.LOCAL_CONFIGURATION_IGNORED.description':
    "The project's remote configuration overrides these local features: {features}.",
} as const
