import { createConfig, createStorage, http, hydrate } from '@wagmi/core'
import { mainnet } from 'viem/chains'
import { describe, expect, it } from 'vitest'
import { waitForHydration } from './waitForHydration.js'

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial))
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  }
}

const settled = (promise: Promise<void>) => {
  let done = false
  void promise.then(() => {
    done = true
  })
  // Every callback already queued runs before this next task.
  return new Promise<boolean>((resolve) => setTimeout(() => resolve(done), 0))
}

describe('waitForHydration', () => {
  it('with ssr, waits until WagmiProvider mounts and wagmi has read its storage (a reconnect before that finds no wallet)', async () => {
    const config = createConfig({
      chains: [mainnet],
      transports: { [mainnet.id]: http('http://127.0.0.1:1') },
      ssr: true,
      storage: createStorage({ storage: memoryStorage() }),
    })
    const waiting = waitForHydration(config)
    expect(await settled(waiting)).toBe(false)

    // What WagmiProvider does when it mounts (with reconnectOnMount off, as Portico asks).
    await hydrate(config, { reconnectOnMount: false }).onMount()
    await expect(waiting).resolves.toBeUndefined()
    await expect(waitForHydration(config)).resolves.toBeUndefined()
  })

  it('without ssr, resolves once wagmi has read its storage, also when the stored value is garbage', async () => {
    const config = createConfig({
      chains: [mainnet],
      transports: { [mainnet.id]: http('http://127.0.0.1:1') },
      storage: createStorage({ storage: memoryStorage({ 'wagmi.store': '{not json' }) }),
    })
    await expect(waitForHydration(config)).resolves.toBeUndefined()
  })
})
