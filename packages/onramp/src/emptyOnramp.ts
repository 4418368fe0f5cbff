import type { OnrampState } from './OnrampState.js'

/** The state before anything is typed. */
export const emptyOnramp = (fiatCurrency: string): OnrampState => ({
  fiatAmount: '',
  fiatCurrency,
  quoteStatus: 'idle',
  status: 'idle',
})
