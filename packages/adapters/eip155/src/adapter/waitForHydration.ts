import type { Config } from '@wagmi/core'

/**
 * Resolves once wagmi has read its persisted state (at once without storage, or with `ssr`, where
 * the app hydrates). Reconnecting before that would be overwritten by the stored connections.
 * When the stored value is not readable (garbage in `wagmi.store`), zustand swallows the error and
 * never reports hydration: asking it to rehydrate settles either way, so start-up goes on without
 * the stored connections instead of waiting forever.
 */
export function waitForHydration(config: Config): Promise<void> {
  const persist = (config._internal.store as { persist?: PersistApi }).persist
  if (!persist || config._internal.ssr || persist.hasHydrated()) return Promise.resolve()
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

interface PersistApi {
  hasHydrated(): boolean
  onFinishHydration(listener: () => void): () => void
  rehydrate(): Promise<void> | void
}
