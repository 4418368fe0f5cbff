import { ed25519 } from '@noble/curves/ed25519.js'
import { base58 } from '@scure/base'
import { verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { expect, it } from 'vitest'
import { combineShares } from './combineShares.js'
import { deriveWalletKeys } from './deriveWalletKeys.js'
import { splitSeed } from './splitSeed.js'
import { withWalletKeys } from './withWalletKeys.js'

const newSeed = () => crypto.getRandomValues(new Uint8Array(32))

it('rebuilds the seed from any two of the three shares', async () => {
  const seed = newSeed()
  const { device, auth, recovery } = await splitSeed(seed)
  for (const pair of [
    [device, auth],
    [auth, recovery],
    [recovery, device],
  ] as const) {
    expect(await combineShares(...pair)).toEqual(seed)
  }
})

it('refuses one share twice, and shares of two wallets give no wallet of either', async () => {
  const first = await splitSeed(newSeed())
  const second = await splitSeed(newSeed())
  await expect(combineShares(first.device, first.device)).rejects.toThrow('Two different shares are needed')
  const mixed = await combineShares(first.device, second.auth).catch(() => undefined)
  if (mixed) {
    expect(deriveWalletKeys(mixed).evmAddress).not.toBe(
      deriveWalletKeys(await combineShares(first.device, first.auth)).evmAddress,
    )
  }
})

it('derives one EVM and one Solana account per seed that sign verifiably, and wipes the seed afterwards', async () => {
  const seed = newSeed()
  const keys = deriveWalletKeys(seed)
  expect(deriveWalletKeys(seed).evmAddress).toBe(keys.evmAddress)
  expect(keys.solanaAddress).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
  const shares = await splitSeed(seed)
  let seen: Uint8Array | undefined
  const signatures = await withWalletKeys([shares.device, shares.auth], async (rebuilt) => {
    seen = rebuilt.solanaSecret
    const message = new TextEncoder().encode('hello portico')
    return {
      evm: await privateKeyToAccount(rebuilt.evmPrivateKey).signMessage({ message: 'hello portico' }),
      solana: ed25519.sign(message, rebuilt.solanaSecret),
    }
  })
  expect(
    await verifyMessage({ address: keys.evmAddress, message: 'hello portico', signature: signatures.evm }),
  ).toBe(true)
  expect(
    ed25519.verify(
      signatures.solana,
      new TextEncoder().encode('hello portico'),
      base58.decode(keys.solanaAddress),
    ),
  ).toBe(true)
  expect(seen?.every((byte) => byte === 0)).toBe(true)
})
