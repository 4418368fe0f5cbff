import { expect, it } from 'vitest'
import { usableAccounts } from './usableAccounts.js'

// //Alice's sr25519 key in the generic (42), Polkadot (0) and Kusama/Asset Hub (2) formats.
const ALICE_GENERIC = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'
const ALICE_POLKADOT = '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5'
const ALICE_KUSAMA = 'HNZata7iMYWmk5RvZRTiAsSDhV8366zq2YGb3tLH5Upf74F'
const GENESIS = `0x${'ab'.repeat(32)}`

it("shows the extension's addresses in the chain's SS58 format", () => {
  expect(usableAccounts([{ address: ALICE_GENERIC, type: 'sr25519' }], { ss58Prefix: 0 })).toEqual([
    ALICE_POLKADOT,
  ])
  expect(usableAccounts([{ address: ALICE_GENERIC }], { ss58Prefix: 2 })).toEqual([ALICE_KUSAMA])
})

it('leaves out ethereum/ecdsa accounts and accounts restricted to another chain', () => {
  const accounts = [
    { address: ALICE_GENERIC, type: 'ecdsa' },
    { address: ALICE_GENERIC, type: 'ed25519', genesisHash: `0x${'cd'.repeat(32)}` },
    { address: ALICE_GENERIC, type: 'sr25519', genesisHash: GENESIS },
  ]
  expect(usableAccounts(accounts, { genesisHash: GENESIS, ss58Prefix: 42 })).toEqual([ALICE_GENERIC])
})
