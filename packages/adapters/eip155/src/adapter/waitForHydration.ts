import type { Config } from '@wagmi/core'

/**
 * Resolves once wagmi has read its persisted state (at once without storage, or with `ssr`, where
 * the app hydrates). Reconnecting before that would be overwritten by the stored connections.
 */
export function waitForHydration(config: Config): Promise<void> {
  const persist = (config._internal.store as { persist?: PersistApi }).persist
  if (!persist || config._internal.ssr || persist.hasHydrated()) return Promise.resolve()
  return new Promise((resolve) => {
    const stop = persist.onFinishHydration(() => {
      stop()
      resolve()
    })
  })
}

interface PersistApi {
  hasHydrated(): boolean
  onFinishHydration(listener: () => void): () => void
}
