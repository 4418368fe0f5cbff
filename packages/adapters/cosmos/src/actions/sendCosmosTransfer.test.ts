import { type Devnet, startDevnet } from '@portico/devnet'
import { createCosmosTestWallet } from '@portico/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { KeplrLike } from '../connectors/KeplrLike.js'
import { TransactionFailedError } from '../errors/TransactionFailedError.js'
import { cosmosLocalnet } from '../networks/cosmosLocalnet.js'
import { getCosmosBalance } from './getCosmosBalance.js'
import { sendCosmosTransfer } from './sendCosmosTransfer.js'

let devnet: Devnet<'cosmos'>
let network: ReturnType<typeof cosmosLocalnet>

beforeAll(async () => {
  devnet = await startDevnet({ chains: ['cosmos'], ports: 'ephemeral' })
  network = cosmosLocalnet({ rpcUrl: devnet.cosmos.rpcUrl, restUrl: devnet.cosmos.restUrl })
})
afterAll(() => devnet?.stop())

const account = (index: number) => {
  const found = devnet.cosmos.accounts[index]
  if (!found) throw new Error(`no devnet account ${index}`)
  return found
}

/** The test wallet as a Keplr-compatible wallet, optionally without `sendTx` (the node broadcasts then). */
function walletOf(index: number, { withSendTx }: { withSendTx: boolean }): KeplrLike {
  const wallet = createCosmosTestWallet({
    privateKey: account(index).privateKey,
    chains: [{ chainId: 'portico-local-1', bech32Prefix: 'portico', restUrl: devnet.cosmos.restUrl }],
    authorized: true,
  })
  const { sendTx: _sendTx, ...withoutSendTx } = wallet
  return (withSendTx ? wallet : withoutSendTx) as unknown as KeplrLike
}

const balance = async (index: number) => (await getCosmosBalance(network, account(index).address)).value

describe('sendCosmosTransfer', () => {
  it("moves the value and pays the fixed fee, broadcast through the wallet's sendTx", async () => {
    const [from, to] = [await balance(1), await balance(0)]
    const hash = await sendCosmosTransfer({
      wallet: walletOf(1, { withSendTx: true }),
      network,
      from: account(1).address,
      to: account(0).address,
      value: 1_000n,
    })
    expect(hash).toMatch(/^[0-9A-F]{64}$/)
    expect(await balance(1)).toBe(from - 1_000n - 5_000n)
    expect(await balance(0)).toBe(to + 1_000n)
  })

  it('broadcasts through the LCD when the wallet has no sendTx', async () => {
    const before = await balance(2)
    await sendCosmosTransfer({
      wallet: walletOf(2, { withSendTx: false }),
      network,
      from: account(2).address,
      to: account(0).address,
      value: 7n,
    })
    expect(await balance(2)).toBe(before - 7n - 5_000n)
  })

  it('fails with TransactionFailedError when the transfer fails on chain (and the fee is still paid)', async () => {
    const before = await balance(3)
    const failure = sendCosmosTransfer({
      wallet: walletOf(3, { withSendTx: false }),
      network,
      from: account(3).address,
      to: account(0).address,
      value: before * 2n,
    })
    await expect(failure).rejects.toBeInstanceOf(TransactionFailedError)
    await expect(failure).rejects.toMatchObject({ abciCode: 5 })
    expect(await balance(3)).toBe(before - 5_000n)
  })
})
