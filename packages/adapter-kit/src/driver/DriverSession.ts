import type { AdapterConnection } from '@portico/core'

/** One wallet connected through a chain driver, as the driver describes it; drivers add their own fields. */
export interface DriverSession<W = unknown> {
  /** The wallet object the driver talks to; `getProvider()` answers the active connection's. */
  readonly wallet: W
  /** The connection's address: the one the app shows and whose balance is watched. */
  readonly address: string
  /** The connection's accounts, its address among them. */
  readonly accounts: readonly { address: string; type: AdapterConnection['accounts'][number]['type'] }[]
}
