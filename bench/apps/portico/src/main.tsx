import { plugins } from 'virtual:portico-features'
import { eip155Adapter, eip155Networks } from '@portico/adapter-eip155'
import { createPortico } from '@portico/core'
import { ConnectButton, PorticoProvider } from '@portico/react'
import { createConfig, http } from '@wagmi/core'
import { createRoot } from 'react-dom/client'
import { base, mainnet } from 'viem/chains'

// Portico with its default features and every feature package, on the same two chains as every other bench app.
const wagmiConfig = createConfig({
  chains: [mainnet, base],
  transports: { [mainnet.id]: http(), [base.id]: http() },
})
const portico = createPortico({
  projectId: 'bench',
  metadata: { name: 'Bench', description: 'Bench', url: location.origin, icons: [] },
  networks: eip155Networks(wagmiConfig.chains),
  adapters: [eip155Adapter({ wagmiConfig })],
  plugins,
})

createRoot(document.getElementById('root')!).render(
  <PorticoProvider portico={portico}>
    <ConnectButton />
  </PorticoProvider>,
)
