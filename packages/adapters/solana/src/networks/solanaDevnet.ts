import { solanaNetwork } from './solanaNetwork.js'

/** Solana's public devnet cluster (`solana:EtWTRABZaYq6iMfeYKouRu166VPwjbq9`, wallet chain `solana:devnet`). */
export const solanaDevnet = solanaNetwork({
  genesisHash: 'EtWTRABZaYq6iMfeYKouRu166VPwjbq9',
  name: 'Solana Devnet',
  rpcUrl: 'https://api.devnet.solana.com',
  wsUrl: 'wss://api.devnet.solana.com',
  blockExplorer: { name: 'Solscan', url: 'https://solscan.io/?cluster=devnet' },
  testnet: true,
})
