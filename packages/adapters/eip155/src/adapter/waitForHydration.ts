import type { Config } from '@wagmi/core'

/**
 * Resolves once wagmi has read its persisted state and knows the page's wallets.
 *
 * Without `ssr`, wagmi reads its storage at once: this waits for that (reconnecting before it would be
 * overwritten by the stored connections). When the stored value is not readable (garbage in
 * `wagmi.store`), zustand swallows the error and never reports hydration: asking it to rehydrate
 * settles either way, so start-up goes on without the stored connections instead of waiting forever.
 *
 * With `ssr`, wagmi reads its storage only when `WagmiProvider` mounts, and adds the EIP-6963 wallets
 * right after that read: reconnecting earlier finds no connector and gives the connection up. This
 * waits until the provider has done both (its connectors update follows the read in the same task).
 */
export function waitForHydration(config: Config): Promise<void> {
  const persist = (config._internal.store as { persist?: PersistApi }).persist
  if (config._internal.ssr) return waitForProviderMount(config, persist)
  if (!persist || persist.hasHydrated()) return Promise.resolve()
  return new Promise((resolve) => {
    const stop = persist.onFinishHydration(() => {
      stop()
      resolve()
    })
    void Promise.resolve(persist.rehydrate()).finally(() => {
      stop()
      resolve()
    })
  })
}

function waitForProviderMount(config: Config, persist: PersistApi | undefined): Promise<void> {
  // The next task: by then the provider's connectors update, queued behind the read, has run.
  const afterThisTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))
  if (!persist || persist.hasHydrated()) return afterThisTask()
  return new Promise((resolve) => {
    const stops: (() => void)[] = []
    const done = () => {
      for (const stop of stops.splice(0)) stop()
      void afterThisTask().then(resolve)
    }
    stops.push(persist.onFinishHydration(done))
    // A corrupt stored value never reports hydration, but the provider still adds the wallets.
    stops.push(config._internal.connectors.subscribe(done))
  })
}

interface PersistApi {
  hasHydrated(): boolean
  onFinishHydration(listener: () => void): () => void
  rehydrate(): Promise<void> | void
}
