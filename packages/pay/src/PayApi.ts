import type { ExchangeTab } from './controller/ExchangeTab.js'
import type { PayArguments } from './PayArguments.js'
import type { PayResult } from './PayResult.js'

/** Pay as an API (`portico.getFeature(pay)`, `usePay()`): the Pay view uses it, and so can an app's UI. */
export interface PayApi {
  /**
   * Opens the Pay view for this payment and resolves with its result once the transfer is confirmed on chain.
   * @throws {PayError} Bad arguments (`invalid_recipient`, `invalid_amount`, `invalid_asset`), no EVM account
   * (`unsupported_chain`), the visitor refused in the wallet (`user_rejected`), the transfer failed
   * (`payment_failed`, `insufficient_balance`), the exchange could not start or failed the payment
   * (`exchange_unavailable`, `exchange_failed`), or the modal closed first (`cancelled`).
   */
  pay(payment: PayArguments): Promise<PayResult>
  /** The Pay view's button: asks the connected wallet for the transfer shown; the state says how it goes. */
  payWithWallet(): Promise<void>
  /**
   * The Pay view's exchange button: pays from the exchange `exchangeId` (one of `state.exchanges`) on its page, opened
   * in `tab` (a window the visitor's click opened blank); the state follows the payment until the exchange reports it.
   * That window closed before the visitor confirmed sets `state.windowClosed`: the visitor may choose again while the
   * payment is still followed.
   */
  payWithExchange(exchangeId: string, tab?: ExchangeTab | null | undefined): Promise<void>
  /**
   * Fund wallet's form (its view calls it when it shows, and again when the visitor picks an asset): a deposit of
   * `asset` (`native`, the default, or one of `state.fundAssets`) from an exchange into the connected account on the
   * active EVM network; `state.exchanges` lists the exchanges that make it.
   */
  startDeposit(asset?: string): void
  /**
   * Fund wallet's exchange button: deposits `amount` (whole units of the asset, as typed) from the exchange `exchangeId` on its page,
   * opened in `tab`, followed as `payWithExchange` follows a payment; the balance is read again once it arrived.
   */
  deposit(exchangeId: string, amount: string, tab?: ExchangeTab | null | undefined): Promise<void>
  /**
   * Back to the payment after a failure, or once the exchange's window was closed before the visitor confirmed (that
   * payment is still followed: a late confirmation still pays).
   */
  tryAgain(): void
  reset(): void
}
