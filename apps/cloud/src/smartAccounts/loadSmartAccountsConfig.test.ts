import { describe, expect, it } from 'vitest'
import { loadSmartAccountsConfig } from './loadSmartAccountsConfig.js'

const KEY = `0x${'1'.repeat(64)}`
const PAYMASTER = `0x${'5b'.repeat(20)}`
const FRAMEWORK = {
  delegationManager: `0x${'d1'.repeat(20)}`,
  eip7702StatelessDeleGator: `0x${'d2'.repeat(20)}`,
  enforcers: {
    nativeTokenPeriodTransfer: `0x${'e1'.repeat(20)}`,
    nativeTokenTransferAmount: `0x${'e2'.repeat(20)}`,
    erc20PeriodTransfer: `0x${'e3'.repeat(20)}`,
    erc20TransferAmount: `0x${'e4'.repeat(20)}`,
    timestamp: `0x${'e5'.repeat(20)}`,
    exactCalldata: `0x${'e6'.repeat(20)}`,
    valueLte: `0x${'e7'.repeat(20)}`,
  },
}
const { valueLte: _left, ...sixEnforcers } = FRAMEWORK.enforcers
const BASE_BUNDLER = '{"eip155:8453":"https://bundler.example/base"}'
const production = (env: NodeJS.ProcessEnv) => () => loadSmartAccountsConfig(env, false)

describe('loadSmartAccountsConfig', () => {
  it('reads the bundlers, the paymaster and its chains', () => {
    expect(
      loadSmartAccountsConfig(
        {
          BUNDLER_UPSTREAMS: '{"eip155:1":"https://bundler.example/v1"}',
          PAYMASTER_ADDRESS: PAYMASTER,
          PAYMASTER_SIGNER_KEY: KEY,
          PAYMASTER_CHAINS: 'eip155:1, eip155:10',
        },
        false,
      ),
    ).toEqual({
      bundlers: { 'eip155:1': 'https://bundler.example/v1' },
      paymaster: { address: PAYMASTER, signerKey: KEY },
      paymasterChains: ['eip155:1', 'eip155:10'],
      delegations: undefined,
    })
  })

  it('has no bundler, no paymaster and names no Delegation Framework without settings', () => {
    expect(loadSmartAccountsConfig({}, false)).toEqual({
      bundlers: {},
      paymaster: undefined,
      paymasterChains: undefined,
      delegations: undefined,
    })
  })

  it("reads DELEGATION_CONTRACTS per chain with a bundler, null turning a chain's grants off", () => {
    const env = {
      BUNDLER_UPSTREAMS:
        '{"eip155:8453":"https://bundler.example/base","eip155:1":"https://bundler.example/1"}',
      DELEGATION_CONTRACTS: JSON.stringify({ 'eip155:8453': FRAMEWORK, 'eip155:1': null }),
    }
    expect(loadSmartAccountsConfig(env, false).delegations).toEqual({
      'eip155:8453': FRAMEWORK,
      'eip155:1': null,
    })
  })

  it('takes a chain without a bundler only in development, where the devnet file brings the bundlers', () => {
    const env = { DELEGATION_CONTRACTS: JSON.stringify({ 'eip155:31337': FRAMEWORK, 'eip155:10': null }) }
    expect(loadSmartAccountsConfig(env, true).delegations).toEqual({
      'eip155:31337': FRAMEWORK,
      'eip155:10': null,
    })
    expect(production(env)).toThrow(
      'Invalid configuration: DELEGATION_CONTRACTS names eip155:31337, which has no bundler in BUNDLER_UPSTREAMS: grants are offered only on smart-account networks',
    )
    // Turning off a chain that has no bundler is harmless.
    expect(
      loadSmartAccountsConfig({ DELEGATION_CONTRACTS: '{"eip155:10":null}' }, false).delegations,
    ).toEqual({
      'eip155:10': null,
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
    expect(production(env)).toThrow(reason)
  })

  // Each refusal names the setting and, below it, the field at fault.
  it.each([
    ['not JSON', 'not json', /DELEGATION_CONTRACTS is a JSON object \{"eip155:8453":\{"delegationManager"/],
    ['an array', '[]', /DELEGATION_CONTRACTS is a JSON object/],
    [
      'a chain that is not EVM',
      { 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': FRAMEWORK },
      /Invalid key in record\s+→ at \["solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp"\]/,
    ],
    ['a chain id of 0', { 'eip155:0': FRAMEWORK }, /Invalid key in record\s+→ at \["eip155:0"\]/],
    [
      'an enforcer set without valueLte',
      { 'eip155:8453': { ...FRAMEWORK, enforcers: sixEnforcers } },
      /at \["eip155:8453"\]\.enforcers\.valueLte/,
    ],
    [
      'no enforcers',
      {
        'eip155:8453': {
          delegationManager: FRAMEWORK.delegationManager,
          eip7702StatelessDeleGator: FRAMEWORK.eip7702StatelessDeleGator,
        },
      },
      /at \["eip155:8453"\]\.enforcers/,
    ],
    [
      'a short address',
      { 'eip155:8453': { ...FRAMEWORK, delegationManager: '0x1234' } },
      /an address, 0x and 40 hex digits[\s\S]*at \["eip155:8453"\]\.delegationManager/,
    ],
    [
      'a misspelt contract',
      {
        'eip155:8453': {
          ...FRAMEWORK,
          enforcers: { ...sixEnforcers, valueLt: FRAMEWORK.enforcers.valueLte },
        },
      },
      /at \["eip155:8453"\]\.enforcers/,
    ],
    ['a string for a chain', { 'eip155:8453': 'metamask' }, /at \["eip155:8453"\]/],
  ])('refuses DELEGATION_CONTRACTS with %s, naming the field', (_, value, reason) => {
    const DELEGATION_CONTRACTS = typeof value === 'string' ? value : JSON.stringify(value)
    expect(production({ BUNDLER_UPSTREAMS: BASE_BUNDLER, DELEGATION_CONTRACTS })).toThrow(reason)
  })
})
