// @vitest-environment node
// The Solana adapter reads the network with @solana/kit, whose Node build needs Node's own AbortSignal (happy-dom replaces it).
import { solanaAdapter } from '@portico/adapter-solana'
import type { Network } from '@portico/core'
import { type Devnet, devnetSolanaToken, startDevnet } from '@portico/devnet'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { maxSendable } from '../plan/maxSendable.js'
import type { SendToken } from '../tokens/SendToken.js'
import { LAMPORTS_PER_SIGNATURE } from './LAMPORTS_PER_SIGNATURE.js'
import { planSolanaSend } from './planSolanaSend.js'
import { readSplTokens } from './readSplTokens.js'
import { withTokenMetadata } from './withTokenMetadata.js'

let devnet: Devnet<'solana'>
let network: Network

beforeAll(async () => {
  devnet = await startDevnet({ chains: ['solana'], ports: 'ephemeral' })
  network = {
    id: devnet.solana.genesisHash.slice(0, 32),
    caipNetworkId: `solana:${devnet.solana.genesisHash.slice(0, 32)}`,
    chainNamespace: 'solana',
    name: 'Solana Devnet',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: [devnet.solana.rpcUrl] } },
  }
})
afterAll(() => devnet?.stop())

const holder = (index: number) => devnet.solana.accounts[index]?.address ?? ''
/** An address no account exists at (32 base58 characters). */
const nobody = '2222222222222222222222222222222222222222222A'
const sol = (balance: bigint): SendToken => ({ name: 'Solana', symbol: 'SOL', decimals: 9, balance })

it("lists the account's SPL tokens from the network, with their decimals and balance", async () => {
  const tokens = await readSplTokens(devnet.solana.rpcUrl, holder(1))
  expect(tokens).toEqual([
    expect.objectContaining({
      address: devnetSolanaToken.mint,
      decimals: devnetSolanaToken.decimals,
      balance: devnetSolanaToken.balancePerAccount,
    }),
  ])
})

it('names an SPL token by its Metaplex metadata on the network; without the capability it keeps the shortened mint', async () => {
  const listed = await readSplTokens(devnet.solana.rpcUrl, holder(1))
  expect(listed.map((token) => token.symbol)).not.toContain('USDC')
  const named = await withTokenMetadata(solanaAdapter(), network, listed)
  expect(named).toEqual([
    expect.objectContaining({ address: devnetSolanaToken.mint, name: 'USD Coin', symbol: 'USDC' }),
  ])
  expect(await withTokenMetadata({}, network, listed)).toEqual(listed)
})

it('plans SOL with the signature fee, and an SPL token with the rent of a token account the receiver lacks', async () => {
  const native = await planSolanaSend({
    network,
    from: holder(1),
    token: sol(10n ** 10n),
    amount: 10n ** 9n,
    to: holder(2),
    nativeBalance: 10n ** 10n,
  })
  expect(native.fee).toBe(LAMPORTS_PER_SIGNATURE)
  expect(native.request).toEqual({ kind: 'transaction', to: holder(2), value: 10n ** 9n })

  const [usdc] = await readSplTokens(devnet.solana.rpcUrl, holder(1))
  if (!usdc) throw new Error('no devnet token')
  const toHolder = await planSolanaSend({
    network,
    from: holder(1),
    token: usdc,
    amount: 1n,
    to: holder(2),
    nativeBalance: 10n ** 10n,
  })
  expect(toHolder.fee).toBe(LAMPORTS_PER_SIGNATURE)
  expect(toHolder.request).toEqual({
    kind: 'token',
    token: devnetSolanaToken.mint,
    to: holder(2),
    amount: 1n,
    decimals: 6,
  })
  const toNewcomer = await planSolanaSend({
    network,
    from: holder(1),
    token: usdc,
    amount: 1n,
    to: nobody,
    nativeBalance: 10n ** 10n,
  })
  expect(toNewcomer.fee).toBeGreaterThan(LAMPORTS_PER_SIGNATURE + 1_000_000n)
})

it('refuses what the balance or the fee cannot cover, and SOL below the rent-exempt minimum to a new account', async () => {
  const input = { network, from: holder(1), to: holder(2) }
  await expect(
    planSolanaSend({ ...input, token: sol(100n), amount: 101n, nativeBalance: 100n }),
  ).rejects.toMatchObject({
    shortMessage: 'Insufficient SOL balance',
  })
  await expect(
    planSolanaSend({ ...input, token: sol(100n), amount: 100n, nativeBalance: 100n }),
  ).rejects.toMatchObject({
    shortMessage: 'Not enough SOL to pay the network fee',
  })
  await expect(
    planSolanaSend({ ...input, to: nobody, token: sol(10n ** 9n), amount: 1_000n, nativeBalance: 10n ** 9n }),
  ).rejects.toMatchObject({ shortMessage: 'The network would refuse this transfer' })
})

it('Max of SOL leaves the signature fee, so its plan passes', async () => {
  const balance = 10n ** 9n
  const max = await maxSendable(network, sol(balance))
  expect(max).toBe(balance - LAMPORTS_PER_SIGNATURE)
  await expect(
    planSolanaSend({
      network,
      from: holder(1),
      token: sol(balance),
      amount: max,
      to: holder(2),
      nativeBalance: balance,
    }),
  ).resolves.toMatchObject({ fee: LAMPORTS_PER_SIGNATURE })
})
