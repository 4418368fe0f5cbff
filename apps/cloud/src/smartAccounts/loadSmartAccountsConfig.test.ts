import { describe, expect, it } from 'vitest'
import { loadSmartAccountsConfig } from './loadSmartAccountsConfig.js'

const KEY = `0x${'1'.repeat(64)}`
const PAYMASTER = `0x${'5b'.repeat(20)}`

describe('loadSmartAccountsConfig', () => {
  it('reads the bundlers, the paymaster and its chains', () => {
    expect(
      loadSmartAccountsConfig({
        BUNDLER_UPSTREAMS: '{"eip155:1":"https://bundler.example/v1"}',
        PAYMASTER_ADDRESS: PAYMASTER,
        PAYMASTER_SIGNER_KEY: KEY,
        PAYMASTER_CHAINS: 'eip155:1, eip155:10',
      }),
    ).toEqual({
      bundlers: { 'eip155:1': 'https://bundler.example/v1' },
      paymaster: { address: PAYMASTER, signerKey: KEY },
      paymasterChains: ['eip155:1', 'eip155:10'],
    })
  })

  it('has no bundler and no paymaster without settings', () => {
    expect(loadSmartAccountsConfig({})).toEqual({
      bundlers: {},
      paymaster: undefined,
      paymasterChains: undefined,
    })
  })

  it.each([
    [{ BUNDLER_UPSTREAMS: 'not json' }, /BUNDLER_UPSTREAMS is a JSON object/],
    [{ BUNDLER_UPSTREAMS: '{"mainnet":"https://bundler.example"}' }, /Invalid configuration/],
    [{ PAYMASTER_ADDRESS: PAYMASTER }, /PAYMASTER_ADDRESS and PAYMASTER_SIGNER_KEY go together/],
    [
      { PAYMASTER_ADDRESS: PAYMASTER, PAYMASTER_SIGNER_KEY: '0x1234' },
      /PAYMASTER_SIGNER_KEY is a private key/,
    ],
    [{ PAYMASTER_CHAINS: 'eip155:1,nope' }, /PAYMASTER_CHAINS is a comma-separated list/],
  ])('refuses %j with the reason', (env, reason) => {
    expect(() => loadSmartAccountsConfig(env)).toThrow(reason)
  })
})
