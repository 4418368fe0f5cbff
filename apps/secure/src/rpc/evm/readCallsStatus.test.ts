import type { Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import { encodeCallsBundleId } from './callsBundleId.js'
import type { EvmRpc } from './createEvmRpc.js'
import { readCallsStatus } from './readCallsStatus.js'

const CHAIN = 31337
const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as Hex

type Fate = 'succeeded' | 'reverted' | 'waiting' | 'dropped'

/** A node in memory that knows what became of each transaction: mined (succeeded or reverted), in its pool, or gone. */
function node(fates: readonly Fate[]): EvmRpc {
  const fateOf = (asked: unknown) => fates[Number.parseInt(String(asked), 16) - 1]
  return {
    url: 'memory:',
    async call<Result>(method: string, params: readonly unknown[] | Record<string, unknown> = []) {
      const fate = fateOf((params as unknown[])[0])
      if (method === 'eth_getTransactionReceipt')
        return (
          fate === 'succeeded' || fate === 'reverted'
            ? {
                status: fate === 'succeeded' ? '0x1' : '0x0',
                blockHash: hash(99),
                blockNumber: '0x5',
                gasUsed: '0x5208',
                transactionHash: (params as unknown[])[0],
                logs: [],
              }
            : null
        ) as Result
      if (method === 'eth_getTransactionByHash')
        return (fate === 'dropped' ? null : { hash: (params as unknown[])[0] }) as Result
      throw new Error(`unexpected ${method}`)
    },
  }
}

/** The status of a batch of transactions with these fates, and its receipts' statuses. */
async function statusOf(...fates: Fate[]) {
  const id = encodeCallsBundleId(
    CHAIN,
    fates.map((_, index) => hash(index + 1)),
  )
  const answer = await readCallsStatus(node(fates), id, CHAIN)
  return {
    status: answer.status,
    receipts: answer.receipts?.map((receipt) => receipt.status),
  }
}

describe('wallet_getCallsStatus of an EOA’s batch', () => {
  it('is pending (100) while a transaction waits in the node’s pool, then final as its receipts say', async () => {
    expect(await statusOf('succeeded', 'waiting')).toEqual({ status: 100, receipts: undefined })
    expect(await statusOf('succeeded', 'succeeded')).toEqual({ status: 200, receipts: ['0x1', '0x1'] })
    expect(await statusOf('reverted', 'reverted')).toEqual({ status: 500, receipts: ['0x0', '0x0'] })
    expect(await statusOf('succeeded', 'reverted')).toEqual({ status: 600, receipts: ['0x1', '0x0'] })
  })

  it('does not stay pending once the node has dropped a transaction: 400 when none was mined, else 500 or 600', async () => {
    // Never mined and gone from the node: the wallet will not send it again (EIP-5792's offchain failure).
    expect(await statusOf('dropped')).toEqual({ status: 400, receipts: [] })
    expect(await statusOf('dropped', 'waiting')).toEqual({ status: 400, receipts: [] })
    // The first call took effect, the second never will: partly done.
    expect(await statusOf('succeeded', 'dropped')).toEqual({ status: 600, receipts: ['0x1'] })
    // Nothing took effect but the fee of the mined one.
    expect(await statusOf('reverted', 'dropped')).toEqual({ status: 500, receipts: ['0x0'] })
  })
})
