/** Why a payment cannot go on, each with its text `pay.error.<code>` in the package's catalogues. */
export type PayErrorCode =
  /** The recipient is not an address of the asset's network. */
  | 'invalid_recipient'
  /** The amount is not a number above 0 within the asset's decimals. */
  | 'invalid_amount'
  /** The asset is not `native` or a contract address, or its network is not a CAIP-2 id of the app's networks. */
  | 'invalid_asset'
  /** No EVM account is connected, or the asset's network is not one Pay pays on. */
  | 'unsupported_chain'
  /** The account holds less than the amount. */
  | 'insufficient_balance'
  /** The visitor refused the switch or the transfer in the wallet. */
  | 'user_rejected'
  /** The transfer reverted on chain, or the wallet or the network failed. */
  | 'payment_failed'
  /** The modal closed before the payment was sent. */
  | 'cancelled'
  /** The exchange could not start the payment (no cloud, the exchange unreachable or not paying this asset). */
  | 'exchange_unavailable'
  /** The exchange reported the payment failed. */
  | 'exchange_failed'
