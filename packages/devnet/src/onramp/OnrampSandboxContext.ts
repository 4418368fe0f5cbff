import type { OnrampOrderBook } from './createOnrampOrderBook.js'
import type { OnrampNetworks } from './OnrampNetworks.js'
import type { OnrampSandboxProvider } from './onrampSandboxProviders.js'

/** What the sandbox's handlers share. */
export type OnrampSandboxContext = {
  readonly provider: OnrampSandboxProvider
  readonly book: OnrampOrderBook
  readonly networks: OnrampNetworks
  readonly urlSigningSecret: string
  readonly pendingMs: number
  track(task: Promise<unknown>): void
  later(run: () => void, ms: number): void
  newOrderId(): string
}
