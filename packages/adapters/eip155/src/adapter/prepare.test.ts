// @vitest-environment happy-dom
import { createConfig, http } from '@wagmi/core'
import { mainnet } from 'viem/chains'
import { expect, it, vi } from 'vitest'

it('asks for no wallet actions through start-up, and for them when the modal opens', async () => {
  // This package's tests share one module graph (isolate: false): fresh modules, so no other test has loaded the
  // wallet actions in the modules this test reads.
  vi.resetModules()
  const { createPortico } = await import('@portico/core')
  const { loadWalletActions, walletActionsRequested } = await import('../actions/loadWalletActions.js')
  const { eip155Adapter } = await import('./eip155Adapter.js')
  const { eip155Networks } = await import('../networks/eip155Networks.js')
  const wagmiConfig = createConfig({ chains: [mainnet], transports: { [mainnet.id]: http() } })
  const portico = createPortico({
    projectId: `eip155-prepare-test-${crypto.randomUUID()}`,
    networks: eip155Networks(wagmiConfig.chains),
    adapters: [eip155Adapter({ wagmiConfig })],
  })
  try {
    await portico.ready
    expect(portico.state.initialized).toBe(true)
    expect(walletActionsRequested()).toBe(false)
    await portico.open()
    expect(walletActionsRequested()).toBe(true)
    expect((await loadWalletActions()).connect).toBeTypeOf('function')
  } finally {
    portico.destroy()
  }
})
