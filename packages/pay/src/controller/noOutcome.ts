import type { PayState } from '../PayState.js'

/** What the last try left in the state (its error, hash, exchange and window), cleared for the next. */
export const noOutcome = (): Partial<PayState> => ({
  error: undefined,
  hash: undefined,
  exchange: undefined,
  exchangeUrl: undefined,
  popupBlocked: undefined,
  windowClosed: undefined,
})
