import type { SendState } from './SendState.js'

/** What the Send views use of the feature: its options and its state's setters. */
export interface SendApi {
  /** The USDT-like token contracts (CAIP-10) whose `transfer` returns nothing. */
  readonly usdtLikeTokens: readonly string[]
  update(patch: Partial<SendState>): void
  reset(): void
}
