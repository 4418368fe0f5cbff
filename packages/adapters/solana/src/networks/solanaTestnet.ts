import { solanaNetwork } from './solanaNetwork.js'

/** Solana's public testnet cluster (`solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z`, wallet chain `solana:testnet`). */
export const solanaTestnet = solanaNetwork({
  genesisHash: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  name: 'Solana Testnet',
  rpcUrl: 'https://api.testnet.solana.com',
  wsUrl: 'wss://api.testnet.solana.com',
  blockExplorer: { name: 'Solscan', url: 'https://solscan.io/?cluster=testnet' },
  testnet: true,
})
