import { polkadotNetwork } from './polkadotNetwork.js'

/** The Kusama relay chain (`polkadot:b0a8d493285c2df73290dfb7e61f870f`), KSM with 12 decimals. */
export const kusama = polkadotNetwork({
  genesisHash: '0xb0a8d493285c2df73290dfb7e61f870f17b41801197a149ca93654499ea3dafe',
  name: 'Kusama',
  wsUrl: 'wss://kusama-rpc.polkadot.io',
  ss58Prefix: 2,
  symbol: 'KSM',
  decimals: 12,
  blockExplorer: { name: 'Subscan', url: 'https://kusama.subscan.io' },
})
