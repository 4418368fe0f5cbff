import { eip155Adapter, eip155Networks } from '@portico/adapter-eip155'
import { createMemoryBackend, type Portico } from '@portico/core'
import { createTestPortico } from '@portico/core/testing'
import { type WalletConnectApi, type WalletConnectState, walletConnect } from '@portico/walletconnect'
import { createConfig, http } from '@wagmi/core'
import { defineChain } from 'viem'

export type WalletConnectPage = {
  portico: Portico
  api: WalletConnectApi
  /** The feature's state slice, read now. */
  slice(): WalletConnectState
  storage: ReturnType<typeof createMemoryBackend>
}

/**
 * A page load of a widget with `walletConnect()` and the EVM adapter on anvil (chain 31337): a new wagmi config,
 * adapter and instance over `storage` (a fresh one unless given: pass the last page's to reload it). The caller
 * destroys the instance.
 */
export async function openWalletConnectPage({
  rpcUrl,
  relayUrl,
  projectId = 'portico-lab',
  storage = createMemoryBackend(),
  pairingLifetimeMs,
}: {
  rpcUrl: string
  relayUrl: string
  projectId?: string
  storage?: ReturnType<typeof createMemoryBackend>
  pairingLifetimeMs?: number
}): Promise<WalletConnectPage> {
  const chain = defineChain({
    id: 31337,
    name: 'Anvil',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
  const wagmiConfig = createConfig({ chains: [chain], transports: { [chain.id]: http(rpcUrl) } })
  const feature = walletConnect({
    relayUrl,
    metadata: { name: 'Feature test', description: 'Portico', url: 'http://localhost:5173', icons: [] },
    ...(pairingLifetimeMs === undefined ? {} : { pairingLifetimeMs }),
  })
  const portico = createTestPortico({
    projectId,
    networks: eip155Networks(wagmiConfig.chains),
    adapters: [eip155Adapter({ wagmiConfig })],
    plugins: [feature],
    storage,
  })
  await portico.ready
  const api = portico.getFeature(feature)
  if (!api) throw new Error('walletConnect() created nothing')
  const slice = () => portico.state.plugins.walletconnect as WalletConnectState
  return { portico, api, slice, storage }
}
