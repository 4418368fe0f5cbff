import { UserRejectedError } from '@portico/core'
import { devnetSolanaToken } from '@portico/devnet'
import { address, createSolanaRpc, generateKeyPairSigner } from '@solana/kit'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { connectorIdOf } from '../connectors/connectorIdOf.js'
import { type LoadedSolanaAdapter, startSolanaTestWorld } from '../testWorld/startSolanaTestWorld.js'

let world: Awaited<ReturnType<typeof startSolanaTestWorld>>
const loaded: LoadedSolanaAdapter[] = []

beforeAll(async () => {
  world = await startSolanaTestWorld()
})
afterAll(() => {
  for (const { adapter } of loaded.splice(0)) adapter.destroy?.()
  return world?.stop()
})

async function connectedSender(index: number) {
  const holder = world.accounts[index]
  if (!holder) throw new Error(`no devnet account ${index}`)
  const wallet = await world.openWallet({ accounts: [holder] })
  const page = await world.load()
  loaded.push(page)
  const network = world.networks[0]
  const connection = await page.adapter.connect({ connectorId: connectorIdOf(wallet.name), network })
  return { adapter: page.adapter, wallet, network, from: connection.address }
}

/** The owner's balance of the devnet's SPL token, in base units (0 without a token account). */
async function tokenBalance(owner: string): Promise<bigint> {
  const rpc = createSolanaRpc(world.networks[0].rpcUrls.default.http[0] ?? '')
  const { value } = await rpc
    .getTokenAccountsByOwner(
      address(owner),
      { mint: address(devnetSolanaToken.mint) },
      { encoding: 'jsonParsed' },
    )
    .send()
  return value.reduce((sum, each) => sum + BigInt(each.account.data.parsed.info.tokenAmount.amount), 0n)
}

const transfer = (sender: Awaited<ReturnType<typeof connectedSender>>, to: string, amount: bigint) =>
  sender.adapter.sendTokenTransfer?.({
    address: sender.from,
    network: sender.network,
    token: devnetSolanaToken.mint,
    to,
    amount,
    decimals: devnetSolanaToken.decimals,
  })

it('sends an SPL token to an account that holds none yet, creating its token account in the same transaction', async () => {
  const sender = await connectedSender(3)
  const receiver = (await generateKeyPairSigner()).address
  const before = await tokenBalance(sender.from)
  const signature = await transfer(sender, receiver, 2_500_000n)
  expect(signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
  expect(await tokenBalance(receiver)).toBe(2_500_000n)
  expect(await tokenBalance(sender.from)).toBe(before - 2_500_000n)
  // A second transfer to the same receiver reuses its token account.
  await transfer(sender, receiver, 500_000n)
  expect(await tokenBalance(receiver)).toBe(3_000_000n)
})

it('rejects a token transfer the visitor refuses, and moves no token', async () => {
  const sender = await connectedSender(4)
  const receiver = world.accounts[5]?.address ?? ''
  const before = await tokenBalance(receiver)
  sender.wallet.answer = 'reject'
  await expect(transfer(sender, receiver, 1_000n)).rejects.toBeInstanceOf(UserRejectedError)
  sender.wallet.answer = 'approve'
  expect(await tokenBalance(receiver)).toBe(before)
  await transfer(sender, receiver, 1_000n)
  expect(await tokenBalance(receiver)).toBe(before + 1_000n)
})
