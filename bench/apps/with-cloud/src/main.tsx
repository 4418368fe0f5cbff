import { plugins } from 'virtual:portico-features'
import { eip155Adapter, eip155Networks } from '@portico/adapter-eip155'
import { createPortico } from '@portico/core'
import { ConnectButton, PorticoProvider } from '@portico/react'
import { createConfig, http } from '@wagmi/core'
import { createRoot } from 'react-dom/client'
import { type Chain, defineChain } from 'viem'
import { base, mainnet } from 'viem/chains'

// The bench's Portico app (every feature package, mainnet + base) with the Portico Cloud named by `?cloud=` and
// `?project=`: the Buy scenario's on-ramp quotes come from it. `?chain=<id>&rpc=<url>` puts a local chain first (the
// Swap scenario's devnet, whose pools the cloud quotes over).
const query = new URLSearchParams(location.search)
const localId = Number(query.get('chain'))
const localRpc = query.get('rpc')
const local =
  localRpc && Number.isSafeInteger(localId) && localId > 0
    ? defineChain({
        id: localId,
        name: 'Portico Local',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [localRpc] } },
      })
    : undefined
const chains: [Chain, ...Chain[]] = local ? [local, mainnet, base] : [mainnet, base]
const wagmiConfig = createConfig({
  chains,
  transports: Object.fromEntries(
    chains.map((chain) => [chain.id, http(chain === local ? localRpc! : undefined)]),
  ),
})
const portico = createPortico({
  projectId: query.get('project') ?? 'bench',
  metadata: { name: 'Bench', description: 'Bench', url: location.origin, icons: [] },
  networks: eip155Networks(wagmiConfig.chains),
  adapters: [eip155Adapter({ wagmiConfig })],
  cloudUrl: query.get('cloud') ?? undefined,
  plugins,
})

createRoot(document.getElementById('root')!).render(
  <PorticoProvider portico={portico}>
    <ConnectButton />
  </PorticoProvider>,
)
