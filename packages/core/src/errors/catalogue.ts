import type { AlertVariant } from '../types/alert.js'

/**
 * Every error text of docs/behaviour.md#validation and docs/behaviour.md#errors, verbatim, keyed by a code: the English `message` of the
 * typed errors. `{name}` marks a parameter filled by formatMessage. The codes of VISITOR_ERROR_CODES
 * are also the English catalogue's `error.<code>` texts (the UI shows them translated); the rest
 * are for developers and stay English. Texts docs/behaviour.md does not give (options checks) are ours.
 */
export const MESSAGES = {
  // Requests and the embedded-wallet frame (docs/behaviour.md#errors)
  REQUEST_ABORTED: 'Request was aborted',
  SOMETHING_WENT_WRONG: 'Something went wrong',
  FRAME_ERROR: 'An error occurred',
  NETWORK_UNREACHABLE: 'Could not reach the server. Check your internet connection and try again',
  EMAIL_DEPENDENCY_LOAD_FAILED: 'Unable to load email login dependency',
  FRAME_NOT_SET: 'W3mFrame: iframe is not set',
  FRAME_PARENT_NOT_SET: 'parent is not set',
  EMAIL_COOLDOWN: 'Please try again after {seconds} seconds',
  INVALID_EMAIL: 'Invalid e-mail',
  CHAIN_NOT_SUPPORTED: 'Chain is not supported',
  USER_REJECTED: 'User rejected the request',
  // Toasts (docs/behaviour.md#errors)
  FETCH_TRANSACTIONS_FAILED: 'Failed to fetch transactions',
  TOKEN_BALANCE_UNAVAILABLE: 'Token Balance Unavailable',
  AUTH_INIT_FAILED: 'A problem occurred while trying initialize authentication',
  SIGN_MESSAGE_FAILED: 'Error signing message',
  AUTHENTICATING: 'Authenticating...',
  // Sign in with X: a signature that does not verify (ours; docs/behaviour.md shows only the toast above)
  SIWX_SIGNATURE_INVALID: 'The signature does not verify for this message and account',
  SIWX_SESSION_INVALID: 'The sign-in session is not valid',
  // Names (docs/behaviour.md#errors)
  NAME_RESOLVE_FAILED: 'Error resolving name',
  NAME_SUGGESTIONS_FAILED: 'Error fetching name suggestions',
  NAMES_FOR_ADDRESS_FAILED: 'Error fetching names for address',
  NAME_REGISTER_FAILED: 'Error registering name {name}',
  NETWORK_NOT_FOUND: 'Network not found',
  ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND: 'Address or auth connector not found',
  // Portico's own wording of the rule of docs/behaviour.md#validation (docs/behaviour.md has no text for it).
  INVALID_ACCOUNT_NAME: 'A name uses letters, digits and hyphens, at least 4 characters',
  // Connection and internals (docs/behaviour.md#validation, docs/behaviour.md#errors)
  DISCONNECT_FAILED: 'Failed to disconnect chains: {reason}',
  ADAPTER_NOT_FOUND: 'Adapter not found',
  ADAPTER_NAMESPACE_MISSING: "Adapter for namespace {namespace} doesn't exist",
  NETWORK_CLIENT_NOT_SET: 'NetworkController client not set',
  CONNECTION_CLIENT_NOT_SET: 'ConnectionController client not set',
  CHAIN_REQUIRED: 'Chain is required...',
  CAPABILITY_NOT_SUPPORTED: '{capability} is not supported in namespace {namespace}',
  UNSUPPORTED_NETWORK_NAME: 'Unknown Network',
  // CAIP (docs/behaviour.md#validation)
  INVALID_CAIP10_ADDRESS: 'Invalid CAIP-10 address',
  INVALID_CAIP_ADDRESS: 'Invalid CAIP Address',
  INVALID_CAIP2_NETWORK_ID: 'Invalid CAIP-2 network id',
  // Send (docs/behaviour.md#validation)
  SEND_AMOUNT_AND_RECEIVER_REQUIRED: 'An amount and receiver address are required',
  SEND_TOKEN_REQUIRED: 'A token is required',
  UNSUPPORTED_CHAIN: 'Unsupported chain',
  // Send: the address rules of docs/behaviour.md#validation and the checks before the wallet is asked (ours)
  SEND_INVALID_EVM_ADDRESS: 'Invalid EVM address: 40 hex characters, 0x optional',
  SEND_INVALID_SOLANA_ADDRESS: 'Invalid Solana address: 32 to 44 base58 characters',
  SEND_NAME_NOT_FOUND: 'No address is registered for {name}',
  SEND_INVALID_AMOUNT: 'Enter an amount over 0, at most {decimals} decimals',
  SEND_INSUFFICIENT_BALANCE: 'Insufficient {symbol} balance',
  SEND_INSUFFICIENT_FEE: 'Not enough {symbol} to pay the network fee',
  SEND_WOULD_FAIL: 'The network would refuse this transfer',
  SEND_FAILED: 'The transfer failed',
  INVALID_CALL_BATCH:
    "Each call needs a 'to' address starting with 0x, and its data, when given, must start with 0x",
  // HTTP (docs/behaviour.md#calls)
  HTTP_STATUS: 'HTTP status code: {status}',
  // Storage (docs/behaviour.md#errors: failures are only logged)
  STORAGE_READ_FAILED: 'Failed to read {key} from storage',
  STORAGE_WRITE_FAILED: 'Failed to write {key} to storage',
  STORAGE_CORRUPT_VALUE: 'Dropped the corrupt stored value of {key}',
  // Options (docs/behaviour.md#validation; the texts after the first two are ours)
  PROJECT_ID_REQUIRED: 'A project id is required',
  SIWE_AND_SIWX: 'siweConfig and siwx options cannot both be set',
  PLUGIN_INVALID: 'plugins[{index}] is not a Portico feature: it needs a string id',
  PLUGIN_NOT_CALLED: 'plugins[{index}] is the function {id}: pass what it returns, {id}()',
  PLUGIN_DUPLICATE: 'The feature {id} is given twice (or clashes with a built-in feature)',
  NETWORKS_REQUIRED: 'At least one network is required',
  NETWORK_INVALID: 'networks[{index}] is not a network: it needs an id, a name and a caipNetworkId',
  NETWORK_NAMESPACE_MISMATCH:
    'networks[{index}] has caipNetworkId {caipNetworkId} outside its namespace {namespace}',
  ADAPTERS_NOT_ARRAY: 'adapters must be an array of chain adapters',
  ADAPTERS_EMPTY: 'adapters is empty: give the adapter of each namespace in networks',
  ADAPTER_INVALID: 'adapters[{index}] is not a chain adapter: its namespace {namespace} is unknown',
  ADAPTER_DUPLICATE: 'Only one adapter per namespace: {namespace} has two',
  DEFAULT_NETWORK_NOT_IN_NETWORKS: 'The default network {caipNetworkId} is not among the networks',
  DEFAULT_NAMESPACE_WITHOUT_NETWORK: 'The default namespace {namespace} has no network',
  THEME_MODE_INVALID: "themeMode must be 'light' or 'dark'",
  STRING_ARRAY_REQUIRED: '{option} must be an array of strings',
  BOOLEAN_REQUIRED: '{option} must be true or false',
  CUSTOM_WALLETS_NOT_ARRAY: 'customWallets must be an array of wallets',
  CUSTOM_WALLET_INVALID: 'customWallets[{index}] needs an id and a name',
  CONNECT_METHODS_ORDER_INVALID: 'connectMethodsOrder accepts email, social and wallet, each once',
  SOCIALS_INVALID:
    'features.socials must be false or a list of google, github, apple, facebook, x, discord, farcaster',
  SIWX_INVALID:
    'siwx needs the functions createMessage, addSession, revokeSession, setSessions and getSessions',
  CLOUD_URL_INVALID: 'cloudUrl must be an absolute http or https URL',
  URL_INVALID: '{option} must be an absolute http or https URL',
  LOCALE_INVALID: "locale must be a language tag such as 'de' or 'pt-BR'",
} as const

export type MessageCode = keyof typeof MESSAGES

/**
 * The error codes whose text a visitor can see: the English catalogue's `error.<code>` keys (their
 * English text is MESSAGES'), which every locale translates.
 */
export const VISITOR_ERROR_CODES = [
  'REQUEST_ABORTED',
  'SOMETHING_WENT_WRONG',
  'FRAME_ERROR',
  'NETWORK_UNREACHABLE',
  'EMAIL_DEPENDENCY_LOAD_FAILED',
  'EMAIL_COOLDOWN',
  'INVALID_EMAIL',
  'CHAIN_NOT_SUPPORTED',
  'USER_REJECTED',
  'FETCH_TRANSACTIONS_FAILED',
  'TOKEN_BALANCE_UNAVAILABLE',
  'AUTH_INIT_FAILED',
  'SIGN_MESSAGE_FAILED',
  'AUTHENTICATING',
  'NAME_RESOLVE_FAILED',
  'NAME_SUGGESTIONS_FAILED',
  'NAMES_FOR_ADDRESS_FAILED',
  'NAME_REGISTER_FAILED',
  'NETWORK_NOT_FOUND',
  'INVALID_ACCOUNT_NAME',
  'DISCONNECT_FAILED',
  'CAPABILITY_NOT_SUPPORTED',
  'UNSUPPORTED_NETWORK_NAME',
  'SEND_AMOUNT_AND_RECEIVER_REQUIRED',
  'SEND_TOKEN_REQUIRED',
  'UNSUPPORTED_CHAIN',
  'SEND_INVALID_EVM_ADDRESS',
  'SEND_INVALID_SOLANA_ADDRESS',
  'SEND_NAME_NOT_FOUND',
  'SEND_INVALID_AMOUNT',
  'SEND_INSUFFICIENT_BALANCE',
  'SEND_INSUFFICIENT_FEE',
  'SEND_WOULD_FAIL',
  'SEND_FAILED',
] as const satisfies readonly MessageCode[]

export type VisitorErrorCode = (typeof VISITOR_ERROR_CODES)[number]

export interface AlertEntry {
  title: string
  description: string
  variant: AlertVariant
}

/**
 * The alerts of docs/behaviour.md#errors: a title (as documented) and a description (ours where docs/behaviour.md has none);
 * also the English catalogue's `alert.<code>.title` and `.description` texts.
 */
export const ALERTS = {
  INVALID_APP_CONFIGURATION: {
    title: 'Invalid App Configuration',
    description:
      "The origin {origin} is not on this project's allowed origins. Add it to the project's allowed origins in Portico Cloud.",
    variant: 'error',
  },
  INVALID_PROJECT_ID: {
    title: 'Invalid Project ID',
    description: 'The project id is not known to Portico Cloud. Check the projectId passed to createPortico.',
    variant: 'error',
  },
  PROJECT_ID_NOT_CONFIGURED: {
    title: 'Project ID Not Configured',
    description: 'No project id is set. Pass the projectId of your Portico Cloud project to createPortico.',
    variant: 'error',
  },
  RATE_LIMITED: {
    title: 'Rate Limited',
    description: 'Too many requests for the project configuration. Please try again later.',
    variant: 'error',
  },
  SERVER_ERROR: {
    title: 'Server Error',
    description: 'Portico Cloud could not load the project configuration. Please try again later.',
    variant: 'error',
  },
  IFRAME_LOAD_FAILED: {
    title: 'Embedded Wallet Failed to Load',
    description: 'The embedded wallet did not load. Check your network connection and try again.',
    variant: 'error',
  },
  IFRAME_REQUEST_TIMEOUT: {
    title: 'Request Timed Out',
    description: 'The embedded wallet did not answer in time. Please try again.',
    variant: 'error',
  },
  UNVERIFIED_DOMAIN: {
    title: 'Unverified Domain',
    description:
      "This domain is not verified for the embedded wallet. Add it to the project's allowed origins in Portico Cloud.",
    variant: 'error',
  },
  SESSION_EXPIRED: {
    title: 'Session Expired',
    description: 'The session is no longer valid. Check that your device clock is right, then connect again.',
    variant: 'error',
  },
  NETWORK_NOT_FOUND: {
    title: 'Network Not Found',
    description:
      "The network is not among this app's networks. Add it to the networks passed to createPortico.",
    variant: 'error',
  },
  MULTI_WALLET_NOT_ENABLED: {
    title: 'Multi-Wallet Not Enabled',
    description: 'Multi-wallet support must be enabled in project configuration.',
    variant: 'info',
  },
  LOCAL_CONFIGURATION_IGNORED: {
    title: 'Local configuration ignored',
    description: "The project's remote configuration overrides these local features: {features}.",
    variant: 'warning',
  },
} as const satisfies Record<string, AlertEntry>

export type AlertCode = keyof typeof ALERTS
