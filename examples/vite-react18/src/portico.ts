import { eip155Adapter, eip155Network } from '@portico/adapter-eip155'
import { solanaAdapter, solanaDevnet } from '@portico/adapter-solana'
import { createPortico } from '@portico/core'
import { anvil } from 'viem/chains'
import { createConfig, http } from 'wagmi'

// The local chain's RPC: `?rpc=` lets the browser test point the app at the chain it started.
const rpcUrl = new URLSearchParams(window.location.search).get('rpc') ?? 'http://127.0.0.1:8545'

export const wagmiConfig = createConfig({
  chains: [anvil],
  transports: { [anvil.id]: http(rpcUrl) },
})

export const portico = createPortico({
  projectId: 'example-vite-react18',
  metadata: {
    name: 'Portico example',
    description: 'Vite + React 18',
    url: window.location.origin,
    icons: [],
  },
  networks: [eip155Network(anvil), solanaDevnet],
  adapters: [eip155Adapter({ wagmiConfig }), solanaAdapter()],
})
