import type { FeatureMessageCode } from './featureMessages.js'

/**
 * The error texts of what core itself raises (docs/behaviour.md#validation, docs/behaviour.md#errors), verbatim, keyed
 * by a code: the English `message` of its typed errors, in the page's first JS (an options error is thrown at once).
 * `{name}` marks a parameter filled by formatMessage. The feature areas' texts (the embedded wallet, names, sign-in,
 * send, toasts) are FEATURE_MESSAGES, loaded with the code that raises them; MESSAGES holds both. The codes of
 * VISITOR_ERROR_CODES are also the English catalogue's `error.<code>` texts (the UI shows them translated); the
 * rest are for developers and stay English. Texts docs/behaviour.md does not give (options checks) are ours.
 */
export const CORE_MESSAGES = {
  // Requests (docs/behaviour.md#errors)
  REQUEST_ABORTED: 'Request was aborted',
  SOMETHING_WENT_WRONG: 'Something went wrong',
  NETWORK_UNREACHABLE: 'Could not reach the server. Check your internet connection and try again',
  CHAIN_NOT_SUPPORTED: 'Chain is not supported',
  USER_REJECTED: 'User rejected the request',
  // Connection and internals (docs/behaviour.md#validation, docs/behaviour.md#errors)
  NETWORK_NOT_FOUND: 'Network not found',
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

export type CoreMessageCode = keyof typeof CORE_MESSAGES

/** Every error code: core's and the feature areas'. */
export type MessageCode = CoreMessageCode | FeatureMessageCode

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
