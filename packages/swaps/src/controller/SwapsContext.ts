import type { FeatureContext } from '@portico/core'
import type { SwapsState } from '../SwapsState.js'

/** What the swap controller works with: the feature's context and its options. */
export interface SwapsContext
  extends Pick<
    FeatureContext<SwapsState>,
    'state' | 'options' | 'portico' | 'featureState' | 'signal' | 'emit'
  > {
  /** A quote older than this (ms) is read again before a swap. */
  readonly quoteRefreshMs: number
}
