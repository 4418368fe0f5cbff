import { expect, it } from 'vitest'
import { kusama } from './kusama.js'
import { polkadot } from './polkadot.js'
import { polkadotAssetHub } from './polkadotAssetHub.js'
import { polkadotLocal } from './polkadotLocal.js'

it('names the chains by CAIP-2: polkadot and the first 32 hex characters of the genesis hash', () => {
  expect(polkadot.caipNetworkId).toBe('polkadot:91b171bb158e2d3848fa23a9f1c25182')
  expect(kusama.caipNetworkId).toBe('polkadot:b0a8d493285c2df73290dfb7e61f870f')
  expect(polkadotAssetHub.caipNetworkId).toBe('polkadot:68d56f15f85d3136970ec16946040bc1')
  expect(polkadot.id).toBe('91b171bb158e2d3848fa23a9f1c25182')
})

it("builds a local network from the devnet's info", () => {
  const local = polkadotLocal({
    wsUrl: 'ws://127.0.0.1:8000',
    genesisHash: `0x${'AB'.repeat(32)}`,
    ss58Prefix: 2,
    tokenSymbol: 'ROC',
    tokenDecimals: 12,
  })
  expect(local).toMatchObject({
    caipNetworkId: `polkadot:${'ab'.repeat(16)}`,
    chainNamespace: 'polkadot',
    name: 'Polkadot Local',
    nativeCurrency: { symbol: 'ROC', decimals: 12 },
    rpcUrls: { default: { webSocket: ['ws://127.0.0.1:8000'] } },
    testnet: true,
    polkadot: { ss58Prefix: 2 },
  })
})
