import { plugins } from 'virtual:portico-features'
import { eip155Adapter, eip155Networks } from '@portico/adapter-eip155'
import { createPortico } from '@portico/core'
import { ConnectButton, PorticoProvider } from '@portico/react'
import { createConfig, http } from '@wagmi/core'
import { createRoot } from 'react-dom/client'
import { base, mainnet } from 'viem/chains'

// The bench's Portico app (every feature package, mainnet + base) with the Portico Cloud named by `?cloud=` and
// `?project=`: the Buy scenario's on-ramp quotes come from it.
const query = new URLSearchParams(location.search)
const wagmiConfig = createConfig({
  chains: [mainnet, base],
  transports: { [mainnet.id]: http(), [base.id]: http() },
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
