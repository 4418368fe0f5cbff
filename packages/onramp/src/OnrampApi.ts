import type { OnrampArguments } from './OnrampArguments.js'
import type { OnrampState } from './OnrampState.js'

/** The on-ramp as an API (`portico.getFeature(onramp)`, `useOnramp()`): the Buy views use it, and so can an app's UI. */
export interface OnrampApi {
  /** How often a started purchase's status is read (ms). */
  readonly pollMs: number
  /** Buy opened: SELECT_BUY_CRYPTO, then the project's options read, prefilled with `open`'s arguments. */
  open(prefill?: OnrampArguments): Promise<void>
  /** Reads the project's providers, currencies and assets again. */
  loadOptions(): Promise<void>
  /** Changes the amount as typed, its currency or the asset. */
  update(patch: Partial<Pick<OnrampState, 'fiatAmount' | 'fiatCurrency' | 'asset'>>): void
  /** Reads every enabled provider's quote for the purchase as typed. */
  refreshQuotes(): Promise<void>
  /**
   * Buys with that provider's quote: its checkout opens in a pop-up (a new tab on a phone), opened within the call so
   * the browser allows it (call it from the visitor's click, after `open()` or the Buy view loaded the controller; before,
   * the window waits for the chunk and a blocker may stop it: the state then offers a link); then the purchase is followed until it ends. The state
   * says how it goes; it never throws.
   */
  buy(provider: string): Promise<void>
  /** Back to the quotes after a purchase (the input kept); a purchase still followed is no longer. */
  tryAgain(): void
  reset(): void
}
