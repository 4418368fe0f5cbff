import { describe, expect, it } from 'vitest'
import { cosmosChainOf } from './cosmosChainOf.js'
import { cosmoshub } from './cosmoshub.js'
import { cosmosLocalnet } from './cosmosLocalnet.js'
import { osmosis } from './osmosis.js'
import { toKeplrChainInfo } from './toKeplrChainInfo.js'

describe('Cosmos networks', () => {
  it('are CAIP-2 cosmos:<chain-id> networks with the native denom shown with its decimals', () => {
    expect(cosmoshub).toMatchObject({
      id: 'cosmoshub-4',
      caipNetworkId: 'cosmos:cosmoshub-4',
      chainNamespace: 'cosmos',
      nativeCurrency: { symbol: 'ATOM', decimals: 6 },
      cosmos: { bech32Prefix: 'cosmos', denom: 'uatom' },
    })
    expect(osmosis.caipNetworkId).toBe('cosmos:osmosis-1')
  })

  it("builds the devnet's chain from its RPC and LCD URLs", () => {
    const localnet = cosmosLocalnet({ rpcUrl: 'http://127.0.0.1:26657', restUrl: 'http://127.0.0.1:1317' })
    expect(localnet).toMatchObject({
      caipNetworkId: 'cosmos:portico-local-1',
      nativeCurrency: { symbol: 'PTC', decimals: 6 },
      rpcUrls: { default: { http: ['http://127.0.0.1:26657'] } },
      testnet: true,
      cosmos: { bech32Prefix: 'portico', denom: 'uptc', restUrl: 'http://127.0.0.1:1317', gasPrice: 0.025 },
    })
  })

  it('describes a network for experimentalSuggestChain', () => {
    expect(toKeplrChainInfo(osmosis)).toMatchObject({
      chainId: 'osmosis-1',
      rest: 'https://osmosis-rest.publicnode.com',
      bech32Config: { bech32PrefixAccAddr: 'osmo', bech32PrefixValAddr: 'osmovaloper' },
      currencies: [{ coinDenom: 'OSMO', coinMinimalDenom: 'uosmo', coinDecimals: 6 }],
    })
  })

  it('refuses a network without the Cosmos facts', () => {
    const { cosmos: _facts, ...bare } = cosmoshub
    expect(() => cosmosChainOf(bare)).toThrow(/build it with cosmosNetwork/)
  })
})
