import { bitcoinNetwork } from './bitcoinNetwork.js'

/** Bitcoin mainnet (`bip122:000000000019d6689c085ae165831e93`, wallet chain `bitcoin:mainnet`), over Blockstream's Esplora. */
export const bitcoin = bitcoinNetwork({
  genesisHash: '000000000019d6689c085ae165831e934ff763ae46a2a6c172b3f1b60a8ce26f',
  name: 'Bitcoin',
  esploraUrl: 'https://blockstream.info/api',
  blockExplorer: { name: 'Blockstream', url: 'https://blockstream.info' },
})
