import { expect, it } from 'vitest'
import { bitcoin } from './bitcoin.js'
import { bitcoinRegtest } from './bitcoinRegtest.js'
import { bitcoinTestnet } from './bitcoinTestnet.js'
import { genesisReference } from './genesisReference.js'

it('names the chains by the first 32 hex characters of their genesis hash, in BTC with 8 decimals', () => {
  expect(genesisReference('000000000019D6689C085AE165831E934FF763AE46A2A6C172B3F1B60A8CE26F')).toBe(
    '000000000019d6689c085ae165831e93',
  )
  expect([bitcoin, bitcoinTestnet].map((network) => network.caipNetworkId)).toEqual([
    'bip122:000000000019d6689c085ae165831e93',
    'bip122:000000000933ea01ad0ee984209779ba',
  ])
  expect(bitcoin.nativeCurrency).toEqual({ name: 'Bitcoin', symbol: 'BTC', decimals: 8 })
})

it('makes the local regtest network from its Esplora URL, the URL as its default RPC URL', () => {
  const regtest = bitcoinRegtest({ esploraUrl: 'http://127.0.0.1:3002' })
  expect(regtest).toMatchObject({
    id: '0f9188f13cb7b2c71f2a335e3a4fc328',
    caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
    chainNamespace: 'bip122',
    testnet: true,
    rpcUrls: { default: { http: ['http://127.0.0.1:3002'] } },
  })
})
