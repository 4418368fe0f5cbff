import { createPublicClient, createWalletClient, type Hex, http, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ChainStartError } from '../errors/ChainStartError.js'
import { devnetEvmAccounts } from './devnetEvmAccounts.js'
import { type RunningAnvil, spawnAnvil } from './spawnAnvil.js'
import { waitForStartReceipt } from './waitForStartReceipt.js'

let anvil: RunningAnvil
const rpcUrl = () => `http://127.0.0.1:${anvil.port}`
const account = privateKeyToAccount(devnetEvmAccounts[1]?.privateKey ?? '0x')
const to = devnetEvmAccounts[2]?.address ?? '0x'

beforeAll(async () => {
  anvil = await spawnAnvil({ chainId: 31337, name: 'Stuck pool', port: 0 })
  // A pool that mines nothing by itself, as anvil's automine does when it misses ready transactions.
  await createPublicClient({ transport: http(rpcUrl()) }).request({
    method: 'evm_setAutomine' as never,
    params: [false] as never,
  })
}, 60_000)
afterAll(() => anvil?.stop())

describe('waitForStartReceipt', () => {
  it('mines a block by hand for a transaction left in the pool and answers its receipt', async () => {
    const client = createPublicClient({ transport: http(rpcUrl()) })
    const writer = createWalletClient({ account, transport: http(rpcUrl()) })
    const hash = await writer.sendTransaction({ to, value: parseEther('1'), chain: null, gas: 21_000n })
    const receipt = await waitForStartReceipt(client, hash, 'Stuck pool', undefined, { nudgeAfterMs: 100 })
    expect(receipt).toMatchObject({ transactionHash: hash, status: 'success' })
  })

  it('gives up with a ChainStartError naming the transaction when no block takes it in', async () => {
    const client = createPublicClient({ transport: http(rpcUrl()) })
    const writer = createWalletClient({ account, transport: http(rpcUrl()) })
    // A nonce far ahead: no block can take it, however many are mined.
    const hash = await writer.sendTransaction({ to, value: 1n, chain: null, gas: 21_000n, nonce: 50 })
    const waiting = waitForStartReceipt(client, hash, 'Stuck pool', undefined, {
      nudgeAfterMs: 100,
      giveUpAfterMs: 600,
    })
    await expect(waiting).rejects.toThrow(ChainStartError)
    await expect(waiting).rejects.toThrow(`start transaction ${hash} was not mined in 0.6 s`)
  })

  it('sends the batch again when the pool dropped a transaction before the one waited for', async () => {
    const client = createPublicClient({ transport: http(rpcUrl()) })
    const writer = createWalletClient({ account, transport: http(rpcUrl()) })
    const nonce = await client.getTransactionCount({ address: account.address, blockTag: 'pending' })
    const sign = (at: number) =>
      writer.signTransaction({ to, value: 1n, chain: null, gas: 21_000n, gasPrice: 10n ** 10n, nonce: at })
    const batch = [await sign(nonce), await sign(nonce + 1)]
    // Only the second reaches the pool, as if the first were dropped: no block can take it in.
    const hash = await client.request({ method: 'eth_sendRawTransaction', params: [batch[1] as Hex] })
    let resends = 0
    const resend = async () => {
      resends += 1
      for (const raw of batch)
        await client.sendRawTransaction({ serializedTransaction: raw }).catch(() => undefined)
    }
    const receipt = await waitForStartReceipt(client, hash, 'Stuck pool', resend, {
      nudgeAfterMs: 100,
      resendAfterMs: 300,
    })
    expect(receipt).toMatchObject({ transactionHash: hash, status: 'success' })
    expect(resends).toBeGreaterThan(0)
  })
})
