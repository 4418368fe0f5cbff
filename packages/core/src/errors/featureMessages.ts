/**
 * The error texts of the feature areas (the embedded wallet's frame and e-mail login, toasts, sign-in, names, send),
 * verbatim where docs/behaviour.md#errors and docs/behaviour.md#validation give them, keyed by a code like core's
 * (CORE_MESSAGES). Their own module, out of the page's first JS: the errors that carry them are raised by code that
 * loads later (a feature package, the names or wallet actions chunk), and the English catalogue loads them with en.ts.
 */
export const FEATURE_MESSAGES = {
  // The embedded wallet's frame and e-mail login (docs/behaviour.md#errors)
  FRAME_ERROR: 'An error occurred',
  EMAIL_DEPENDENCY_LOAD_FAILED: 'Unable to load email login dependency',
  FRAME_NOT_SET: 'W3mFrame: iframe is not set',
  FRAME_PARENT_NOT_SET: 'parent is not set',
  EMAIL_COOLDOWN: 'Please try again after {seconds} seconds',
  INVALID_EMAIL: 'Invalid e-mail',
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
  ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND: 'Address or auth connector not found',
  // Portico's own wording of the rule of docs/behaviour.md#validation (docs/behaviour.md has no text for it).
  INVALID_ACCOUNT_NAME: 'A name uses letters, digits and hyphens, at least 4 characters',
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
} as const

export type FeatureMessageCode = keyof typeof FEATURE_MESSAGES
