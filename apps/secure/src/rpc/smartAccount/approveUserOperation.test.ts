import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { http } from 'viem'
import { createBundlerClient, type UserOperation } from 'viem/account-abstraction'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { smartAccountRequestContext } from '../../testing/smartAccountRequestContext.js'
import { approveUserOperation } from './approveUserOperation.js'

const CHAIN = 31337
const SAFE = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const OPERATION: UserOperation<'0.7'> = {
  sender: SAFE,
  nonce: 0n,
  callData: '0x',
  callGasLimit: 100_000n,
  verificationGasLimit: 100_000n,
  preVerificationGas: 50_000n,
  maxFeePerGas: 1_000_000_000n,
  maxPriorityFeePerGas: 1_000_000_000n,
  signature: '0x',
}

/** Local servers standing for the bundler behind the cloud's proxy: its answers, by URL path. */
let server: Server
let base = ''
/** A port where nothing listens: a bundler lost. */
let closedUrl = ''
beforeAll(async () => {
  server = createServer((request, response) => {
    request.resume()
    request.on('end', () => {
      response.setHeader('content-type', 'application/json')
      if (request.url === '/proxy-502') {
        // The cloud's bundler endpoint when its upstream is unreachable.
        response.statusCode = 502
        response.end(
          JSON.stringify({ error: { code: 'upstream_unavailable', message: 'Upstream unavailable' } }),
        )
        return
      }
      response.end(
        JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          error: { code: -32500, message: "AA21 didn't pay prefund" },
        }),
      )
    })
  })
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const closed = createServer()
  await new Promise<void>((listening) => closed.listen(0, '127.0.0.1', listening))
  closedUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/`
  await new Promise((done) => closed.close(done))
})
afterAll(() => new Promise((closed) => server.close(closed)))

/** Approves at once (the visitor pressed Approve), then hands the operation to the bundler at `bundlerUrl`. */
function approved(bundlerUrl: string) {
  let approvals = 0
  const context = smartAccountRequestContext({
    rpcUrl: 'http://127.0.0.1:1/',
    smartAccount: { address: SAFE, bundlerUrl },
    approve: async () => {
      approvals++
      return `0x${'ab'.repeat(65)}`
    },
  })
  const bundler = createBundlerClient({ transport: http(bundlerUrl) })
  return {
    sent: approveUserOperation(context, { bundler, operation: OPERATION }, { title: 'Send', sections: [] }),
    approvals: () => approvals,
  }
}

describe('approveUserOperation: the bundler after the visitor approved', () => {
  it('treats a bundler lost after Approve as the smart account unavailable (back to the EOA), not as its refusal', async () => {
    for (const lost of [closedUrl, `${base}/proxy-502`]) {
      const { sent, approvals } = approved(lost)
      await expect(sent).rejects.toMatchObject({
        code: 'smart_account_unavailable',
        message: `The bundler of eip155:${CHAIN} did not answer`,
      })
      expect(approvals()).toBe(1)
    }
  })

  it('still reports what a bundler that answers refuses, with its reason', async () => {
    const { sent } = approved(`${base}/bundler`)
    await expect(sent).rejects.toMatchObject({
      code: 'user_operation_refused',
      message: "The bundler refused the transaction: AA21 didn't pay prefund",
    })
  })
})
