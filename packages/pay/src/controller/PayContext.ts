import type { FeatureContext } from '@portico/core'
import type { PayResult } from '../PayResult.js'
import type { PayState } from '../PayState.js'

/** The caller of `pay()` waiting for its payment's outcome. */
export interface PendingPay {
  resolve(result: PayResult): void
  reject(error: unknown): void
}

/** What the Pay controller works with: the feature's context and the `pay()` call waiting, if any. */
export interface PayContext
  extends Pick<
    FeatureContext<PayState>,
    'state' | 'options' | 'portico' | 'featureState' | 'signal' | 'emit'
  > {
  pending: PendingPay | undefined
}
