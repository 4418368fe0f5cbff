import { bitcoinNetwork } from './bitcoinNetwork.js'

/** Bitcoin testnet3 (`bip122:000000000933ea01ad0ee984209779ba`, wallet chain `bitcoin:testnet`), over Blockstream's Esplora. */
export const bitcoinTestnet = bitcoinNetwork({
  genesisHash: '000000000933ea01ad0ee984209779baaec3ced90fa3f408719526f8d77f4943',
  name: 'Bitcoin Testnet',
  esploraUrl: 'https://blockstream.info/testnet/api',
  blockExplorer: { name: 'Blockstream', url: 'https://blockstream.info/testnet' },
  testnet: true,
})
