/** An exchange the visitor can pay from, as the cloud lists it for the payment's asset. */
export interface PayExchange {
  /** The cloud's name for it, e.g. `binance`. */
  id: string
  /** The name it shows. */
  name: string
}
