import type { FeatureContext } from '@portico/core'
import type { OnrampState } from '../OnrampState.js'

/** What the on-ramp controller works with: the feature's context and its options. */
export interface OnrampContext
  extends Pick<
    FeatureContext<OnrampState>,
    'state' | 'options' | 'portico' | 'featureState' | 'signal' | 'emit'
  > {
  /** How often a started purchase's status is read (ms). */
  readonly pollMs: number
  readonly defaultFiatCurrency: string
  /** Counts resets: a purchase followed from before a reset stops there. */
  readonly generation: { value: number }
}
