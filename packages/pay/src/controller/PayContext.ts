import type { FeatureContext } from '@portico/core'
import type { PayResult } from '../PayResult.js'
import type { PayState } from '../PayState.js'

/** The caller of `pay()` waiting for its payment's outcome. */
export interface PendingPay {
  resolve(result: PayResult): void
  reject(error: unknown): void
}

/**
 * What the Pay controller works with: the feature's context, the `pay()` call waiting, if any, and how many ways to pay
 * the visitor started (the last one's failure is shown; an earlier exchange payment still followed may only succeed).
 */
export interface PayContext
  extends Pick<
    FeatureContext<PayState>,
    'state' | 'options' | 'portico' | 'featureState' | 'signal' | 'emit'
  > {
  pending: PendingPay | undefined
  attempts: number
}
