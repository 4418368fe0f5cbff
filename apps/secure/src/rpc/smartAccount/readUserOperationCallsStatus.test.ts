import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sentUserOperations } from '../../frame/smartAccount/sentUserOperations.js'
import {
  readUserOperationCallsStatus,
  USER_OPERATION_DROPPED_AFTER_MS,
} from './readUserOperationCallsStatus.js'
import type { SmartAccountRequestContext } from './SmartAccountRequestContext.js'

const CHAIN = 31337
const PENDING = `0x${'1'.repeat(64)}` as Hex
const INCLUDED = `0x${'2'.repeat(64)}` as Hex

/** A bundler over HTTP that has a receipt for INCLUDED only (an operation still in its pool, or dropped, has none). */
let bundler: Server
let bundlerUrl = ''
beforeAll(async () => {
  bundler = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => {
      body += chunk
    })
    request.on('end', () => {
      const { id, params } = JSON.parse(body) as { id: number; params: [Hex] }
      const result =
        params[0] === INCLUDED
          ? {
              success: true,
              actualGasUsed: '0x1',
              logs: [],
              receipt: {
                transactionHash: `0x${'3'.repeat(64)}`,
                blockHash: `0x${'4'.repeat(64)}`,
                blockNumber: '0x5',
              },
            }
          : null
      response.setHeader('content-type', 'application/json')
      response.end(JSON.stringify({ jsonrpc: '2.0', id, result }))
    })
  })
  await new Promise<void>((listening) => bundler.listen(0, '127.0.0.1', listening))
  bundlerUrl = `http://127.0.0.1:${(bundler.address() as AddressInfo).port}`
})
afterAll(() => new Promise((closed) => bundler.close(closed)))

/** The frame's storage in memory: what this device keeps across reloads. */
function memoryStore() {
  const items = new Map<string, string>()
  return {
    getItem: (name: string) => items.get(name) ?? null,
    setItem: (name: string, value: string) => void items.set(name, value),
    removeItem: (name: string) => void items.delete(name),
  }
}

/** The request's context as the frame gives it, its sent operations kept in `store`. */
function contextOver(store: ReturnType<typeof memoryStore>) {
  return {
    chainId: CHAIN,
    smartAccount: { address: `0x${'5a'.repeat(20)}`, bundlerUrl },
    deployed: () => undefined,
    operations: sentUserOperations({ store, key: (name) => `portico/test/${name}` }),
  } as unknown as SmartAccountRequestContext
}

const statusOf = async (context: SmartAccountRequestContext, hash: Hex) =>
  (await readUserOperationCallsStatus(context, 'id', { chainId: CHAIN, hash })).status

describe('wallet_getCallsStatus of the smart account’s batch', () => {
  it('is pending (100) while the operation has no receipt, confirmed (200) once it has', async () => {
    const store = memoryStore()
    const context = contextOver(store)
    context.operations.sent(PENDING)
    expect(await statusOf(context, PENDING)).toBe(100)
    expect(await statusOf(context, INCLUDED)).toBe(200)
  })

  it('does not stay pending: an operation this device sent that has no receipt after the bound failed (400), after a reload too', async () => {
    const store = memoryStore()
    sentUserOperations({ store, key: (name) => `portico/test/${name}` }).sent(
      PENDING,
      Date.now() - USER_OPERATION_DROPPED_AFTER_MS - 1_000,
    )
    const reloaded = contextOver(store)
    expect(
      await readUserOperationCallsStatus(reloaded, 'id', { chainId: CHAIN, hash: PENDING }),
    ).toMatchObject({
      status: 400,
      atomic: true,
      receipts: [],
    })
    // A receipt still wins: an operation included late is confirmed.
    reloaded.operations.sent(INCLUDED)
    expect(await statusOf(reloaded, INCLUDED)).toBe(200)
    // Another device (no record of the operation) cannot tell when it was sent: pending until a receipt.
    expect(await statusOf(contextOver(memoryStore()), PENDING)).toBe(100)
  })
})
