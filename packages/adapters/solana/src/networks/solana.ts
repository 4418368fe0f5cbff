import { solanaNetwork } from './solanaNetwork.js'

/** Solana mainnet-beta (`solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`, wallet chain `solana:mainnet`). */
export const solana = solanaNetwork({
  genesisHash: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  name: 'Solana',
  rpcUrl: 'https://api.mainnet-beta.solana.com',
  wsUrl: 'wss://api.mainnet-beta.solana.com',
  blockExplorer: { name: 'Solscan', url: 'https://solscan.io' },
})
