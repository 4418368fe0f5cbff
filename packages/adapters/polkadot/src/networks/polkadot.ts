import { polkadotNetwork } from './polkadotNetwork.js'

/** The Polkadot relay chain (`polkadot:91b171bb158e2d3848fa23a9f1c25182`), DOT with 10 decimals. */
export const polkadot = polkadotNetwork({
  genesisHash: '0x91b171bb158e2d3848fa23a9f1c25182fb8e20313b2c1eb49219da7a70ce90c3',
  name: 'Polkadot',
  wsUrl: 'wss://rpc.polkadot.io',
  ss58Prefix: 0,
  symbol: 'DOT',
  decimals: 10,
  blockExplorer: { name: 'Subscan', url: 'https://polkadot.subscan.io' },
})
