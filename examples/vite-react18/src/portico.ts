import { eip155Adapter, eip155Network } from '@portico/adapter-eip155'
import { solanaAdapter, solanaDevnet, solanaLocalnet } from '@portico/adapter-solana'
import { createPortico } from '@portico/core'
import { embeddedWallet } from '@portico/embedded'
import { defineChain } from 'viem'
import { anvil } from 'viem/chains'
import { createConfig, http } from 'wagmi'

const query = new URLSearchParams(window.location.search)
// The local chain's RPC: `?rpc=` lets the browser test point the app at the chain it started.
const rpcUrl = query.get('rpc') ?? 'http://127.0.0.1:8545'
// E-mail login needs Portico Cloud and the embedded wallet's secure site, each hosted by the team on a site of its
// own; without them the app offers wallets only. `?cloud=` and `?secure=` let the browser test name the ones it
// started.
const cloudUrl = query.get('cloud') ?? import.meta.env.VITE_PORTICO_CLOUD_URL
const secureSiteUrl = query.get('secure') ?? import.meta.env.VITE_PORTICO_SECURE_SITE_URL

// `?solanaRpc=`, `&solanaWs=` and `&solanaGenesis=` name the local Solana node the browser test started, in place
// of Solana's public devnet (an e-mail login connects Solana too).
const solanaRpc = query.get('solanaRpc')
const solanaGenesis = query.get('solanaGenesis')
const solana =
  solanaRpc && solanaGenesis
    ? solanaLocalnet({
        rpcUrl: solanaRpc,
        wsUrl: query.get('solanaWs') ?? undefined,
        genesisHash: solanaGenesis,
      })
    : solanaDevnet

// The embedded wallet sends its JSON-RPC to the network's own URL: the local chain's.
const localChain = defineChain({ ...anvil, rpcUrls: { default: { http: [rpcUrl] } } })

export const wagmiConfig = createConfig({
  chains: [localChain],
  transports: { [localChain.id]: http(rpcUrl) },
})

export const portico = createPortico({
  projectId: 'example-vite-react18',
  metadata: {
    name: 'Portico example',
    description: 'Vite + React 18',
    url: window.location.origin,
    icons: [],
  },
  networks: [eip155Network(localChain), solana],
  adapters: [eip155Adapter({ wagmiConfig }), solanaAdapter()],
  cloudUrl,
  plugins: secureSiteUrl ? [embeddedWallet({ secureSiteUrl })] : [],
})
