import type { PayArguments } from './PayArguments.js'
import type { PayResult } from './PayResult.js'

/** Pay as an API (`portico.getFeature(pay)`, `usePay()`): the Pay view uses it, and so can an app's UI. */
export interface PayApi {
  /**
   * Opens the Pay view for this payment and resolves with its result once the transfer is confirmed on chain.
   * @throws {PayError} Bad arguments (`invalid_recipient`, `invalid_amount`, `invalid_asset`), no EVM account
   * (`unsupported_chain`), the visitor refused in the wallet (`user_rejected`), the transfer failed
   * (`payment_failed`, `insufficient_balance`), or the modal closed first (`cancelled`).
   */
  pay(payment: PayArguments): Promise<PayResult>
  /** The Pay view's button: asks the connected wallet for the transfer shown; the state says how it goes. */
  payWithWallet(): Promise<void>
  /** Back to the payment after a failure. */
  tryAgain(): void
  reset(): void
}
