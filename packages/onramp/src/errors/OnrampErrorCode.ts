/** Why a purchase cannot go on, each with its text `onramp.error.<code>` in the package's catalogues. */
export type OnrampErrorCode =
  /** The project's remote feature `onramp` lists no provider. */
  | 'onramp_disabled'
  /** The cloud has no settings for the project's providers. */
  | 'onramp_not_configured'
  /** No provider sells the purchase as typed (each one's reason is in `refused`). */
  | 'onramp_no_quote'
  /** A provider failed or did not answer. */
  | 'onramp_provider_error'
  /** No cloud (`cloudUrl`). */
  | 'no_cloud'
  /** The active namespace is neither EVM nor Solana, or no account is connected. */
  | 'unsupported_chain'
  /** The amount is not a positive number with at most two decimals. */
  | 'invalid_amount'
  /** The cloud refused the request (e.g. a page outside the project's origins). */
  | 'invalid_request'
  /** Too many requests from this address or project. */
  | 'rate_limited'
  /** The provider declined the payment (the card, or its own checks). */
  | 'purchase_failed'
  /** The visitor closed the checkout before paying (the purchase is still followed, in case the payment lands). */
  | 'checkout_closed'
  /** The on-ramp's code could not be loaded (offline, or the page's files changed since it loaded). */
  | 'load_failed'
  /** Anything else (the network, an unreadable answer). */
  | 'unknown'
