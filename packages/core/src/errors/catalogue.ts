import { en } from '../i18n/catalogues/en.js'
import type { AlertVariant } from '../types/alert.js'

/**
 * Every error text of spec §5 and §8, verbatim, keyed by a code: the English `message` of the
 * typed errors. `{name}` marks a parameter filled by formatMessage. Texts the visitor can see live
 * in the English catalogue as `error.<code>` (the UI shows them translated); the rest are for
 * developers and stay English. Texts the spec does not give (options checks) are ours.
 */
export const MESSAGES = {
  // Requests and the embedded-wallet frame (spec §8)
  REQUEST_ABORTED: en['error.REQUEST_ABORTED'],
  SOMETHING_WENT_WRONG: en['error.SOMETHING_WENT_WRONG'],
  FRAME_ERROR: en['error.FRAME_ERROR'],
  EMAIL_DEPENDENCY_LOAD_FAILED: en['error.EMAIL_DEPENDENCY_LOAD_FAILED'],
  FRAME_NOT_SET: 'W3mFrame: iframe is not set',
  FRAME_PARENT_NOT_SET: 'parent is not set',
  EMAIL_COOLDOWN: en['error.EMAIL_COOLDOWN'],
  INVALID_EMAIL: en['error.INVALID_EMAIL'],
  CHAIN_NOT_SUPPORTED: en['error.CHAIN_NOT_SUPPORTED'],
  USER_REJECTED: en['error.USER_REJECTED'],
  // Toasts (spec §8)
  FETCH_TRANSACTIONS_FAILED: en['error.FETCH_TRANSACTIONS_FAILED'],
  TOKEN_BALANCE_UNAVAILABLE: en['error.TOKEN_BALANCE_UNAVAILABLE'],
  AUTH_INIT_FAILED: en['error.AUTH_INIT_FAILED'],
  SIGN_MESSAGE_FAILED: en['error.SIGN_MESSAGE_FAILED'],
  AUTHENTICATING: en['error.AUTHENTICATING'],
  // Sign in with X: a signature that does not verify (ours; the spec shows only the toast above)
  SIWX_SIGNATURE_INVALID: 'The signature does not verify for this message and account',
  SIWX_SESSION_INVALID: 'The sign-in session is not valid',
  // Names (spec §8)
  NAME_RESOLVE_FAILED: en['error.NAME_RESOLVE_FAILED'],
  NAME_SUGGESTIONS_FAILED: en['error.NAME_SUGGESTIONS_FAILED'],
  NAMES_FOR_ADDRESS_FAILED: en['error.NAMES_FOR_ADDRESS_FAILED'],
  NAME_REGISTER_FAILED: en['error.NAME_REGISTER_FAILED'],
  NETWORK_NOT_FOUND: en['error.NETWORK_NOT_FOUND'],
  ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND: 'Address or auth connector not found',
  // Portico's own wording of the rule of spec §5 (the spec has no text for it).
  INVALID_ACCOUNT_NAME: en['error.INVALID_ACCOUNT_NAME'],
  // Connection and internals (spec §5, §8)
  DISCONNECT_FAILED: en['error.DISCONNECT_FAILED'],
  ADAPTER_NOT_FOUND: 'Adapter not found',
  ADAPTER_NAMESPACE_MISSING: "Adapter for namespace {namespace} doesn't exist",
  NETWORK_CLIENT_NOT_SET: 'NetworkController client not set',
  CONNECTION_CLIENT_NOT_SET: 'ConnectionController client not set',
  CHAIN_REQUIRED: 'Chain is required...',
  CAPABILITY_NOT_SUPPORTED: en['error.CAPABILITY_NOT_SUPPORTED'],
  UNSUPPORTED_NETWORK_NAME: en['error.UNSUPPORTED_NETWORK_NAME'],
  // CAIP (spec §5)
  INVALID_CAIP10_ADDRESS: 'Invalid CAIP-10 address',
  INVALID_CAIP_ADDRESS: 'Invalid CAIP Address',
  INVALID_CAIP2_NETWORK_ID: 'Invalid CAIP-2 network id',
  // Send (spec §5)
  SEND_AMOUNT_AND_RECEIVER_REQUIRED: en['error.SEND_AMOUNT_AND_RECEIVER_REQUIRED'],
  SEND_TOKEN_REQUIRED: en['error.SEND_TOKEN_REQUIRED'],
  UNSUPPORTED_CHAIN: en['error.UNSUPPORTED_CHAIN'],
  INVALID_CALL_BATCH:
    "Each call needs a 'to' address starting with 0x, and its data, when given, must start with 0x",
  // HTTP (spec §7)
  HTTP_STATUS: 'HTTP status code: {status}',
  // Storage (spec §8: failures are only logged)
  STORAGE_READ_FAILED: 'Failed to read {key} from storage',
  STORAGE_WRITE_FAILED: 'Failed to write {key} to storage',
  STORAGE_CORRUPT_VALUE: 'Dropped the corrupt stored value of {key}',
  // Options (spec §5; the texts after the first two are ours)
  PROJECT_ID_REQUIRED: 'A project id is required',
  SIWE_AND_SIWX: 'siweConfig and siwx options cannot both be set',
  PLUGIN_INVALID: 'plugins[{index}] is not a Portico feature: it needs a string id',
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
  LOCALE_INVALID: "locale must be a language tag such as 'de' or 'pt-BR'",
} as const

export type MessageCode = keyof typeof MESSAGES

export interface AlertEntry {
  title: string
  description: string
  variant: AlertVariant
}

/** The alerts of spec §8: a title (the spec's) and a description (ours where the spec has none). */
export const ALERTS = {
  INVALID_APP_CONFIGURATION: {
    title: en['alert.INVALID_APP_CONFIGURATION.title'],
    description: en['alert.INVALID_APP_CONFIGURATION.description'],
    variant: 'error',
  },
  INVALID_PROJECT_ID: {
    title: en['alert.INVALID_PROJECT_ID.title'],
    description: en['alert.INVALID_PROJECT_ID.description'],
    variant: 'error',
  },
  PROJECT_ID_NOT_CONFIGURED: {
    title: en['alert.PROJECT_ID_NOT_CONFIGURED.title'],
    description: en['alert.PROJECT_ID_NOT_CONFIGURED.description'],
    variant: 'error',
  },
  RATE_LIMITED: {
    title: en['alert.RATE_LIMITED.title'],
    description: en['alert.RATE_LIMITED.description'],
    variant: 'error',
  },
  SERVER_ERROR: {
    title: en['alert.SERVER_ERROR.title'],
    description: en['alert.SERVER_ERROR.description'],
    variant: 'error',
  },
  IFRAME_LOAD_FAILED: {
    title: en['alert.IFRAME_LOAD_FAILED.title'],
    description: en['alert.IFRAME_LOAD_FAILED.description'],
    variant: 'error',
  },
  IFRAME_REQUEST_TIMEOUT: {
    title: en['alert.IFRAME_REQUEST_TIMEOUT.title'],
    description: en['alert.IFRAME_REQUEST_TIMEOUT.description'],
    variant: 'error',
  },
  UNVERIFIED_DOMAIN: {
    title: en['alert.UNVERIFIED_DOMAIN.title'],
    description: en['alert.UNVERIFIED_DOMAIN.description'],
    variant: 'error',
  },
  SESSION_EXPIRED: {
    title: en['alert.SESSION_EXPIRED.title'],
    description: en['alert.SESSION_EXPIRED.description'],
    variant: 'error',
  },
  NETWORK_NOT_FOUND: {
    title: en['alert.NETWORK_NOT_FOUND.title'],
    description: en['alert.NETWORK_NOT_FOUND.description'],
    variant: 'error',
  },
  MULTI_WALLET_NOT_ENABLED: {
    title: en['alert.MULTI_WALLET_NOT_ENABLED.title'],
    description: en['alert.MULTI_WALLET_NOT_ENABLED.description'],
    variant: 'info',
  },
  LOCAL_CONFIGURATION_IGNORED: {
    title: en['alert.LOCAL_CONFIGURATION_IGNORED.title'],
    description: en['alert.LOCAL_CONFIGURATION_IGNORED.description'],
    variant: 'warning',
  },
} as const satisfies Record<string, AlertEntry>

export type AlertCode = keyof typeof ALERTS
