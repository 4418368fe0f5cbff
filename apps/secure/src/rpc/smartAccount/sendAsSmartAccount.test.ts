import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { numberToHex, parseEther } from 'viem'
import { entryPoint07Address } from 'viem/account-abstraction'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { smartAccountRequestContext } from '../../testing/smartAccountRequestContext.js'
import { sendAsSmartAccount } from './sendAsSmartAccount.js'

const CHAIN = 31337
const SAFE = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const RECIPIENT = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'

/**
 * One local server for the chain's node (`/node`: the Safe holds `balance`) and the bundler (`/bundler`: serves
 * EntryPoint v0.7 and, as Alto does for a Safe that cannot pay the value, refuses the rest with a raw revert).
 */
let server: Server
let base = ''
let balance = 0n
beforeAll(async () => {
  server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => {
      body += chunk
    })
    request.on('end', () => {
      const { id, method } = JSON.parse(body) as { id: number; method: string }
      const answer =
        method === 'eth_supportedEntryPoints'
          ? { result: [entryPoint07Address] }
          : method === 'eth_getBalance'
            ? { result: numberToHex(balance) }
            : method === 'eth_chainId'
              ? { result: numberToHex(CHAIN) }
              : {
                  error: {
                    code: -32521,
                    message: 'UserOperation reverted during simulation with reason: 0x',
                  },
                }
      response.setHeader('content-type', 'application/json')
      response.end(JSON.stringify({ jsonrpc: '2.0', id, ...answer }))
    })
  })
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise((closed) => server.close(closed)))

function send(value: bigint, paymasterUrl?: string) {
  const shown: unknown[] = []
  const context = smartAccountRequestContext({
    rpcUrl: `${base}/node`,
    smartAccount: { address: SAFE, bundlerUrl: `${base}/bundler`, paymasterUrl },
    approve: async (review) => {
      shown.push(review)
      throw new Error('no screen was expected')
    },
  })
  return {
    sent: sendAsSmartAccount(context, { from: SAFE, to: RECIPIENT, value: numberToHex(value) }),
    shown,
  }
}

describe('sendAsSmartAccount: a value beyond what the smart account holds', () => {
  it('is refused before the bundler prepares anything and before any screen, with the balance and the amount', async () => {
    balance = 0n
    const unsponsored = send(parseEther('0.1'))
    await expect(unsponsored.sent).rejects.toMatchObject({
      code: 'insufficient_funds',
      message: 'This account holds 0 ETH, less than the 0.1 ETH to send: add ETH to it, then try again',
    })
    expect(unsponsored.shown).toEqual([])

    // Sponsored or not: the paymaster pays the gas, never the value.
    balance = parseEther('0.05')
    const sponsored = send(parseEther('0.25'), `${base}/paymaster`)
    await expect(sponsored.sent).rejects.toMatchObject({
      code: 'insufficient_funds',
      message: 'This account holds 0.05 ETH, less than the 0.25 ETH to send: add ETH to it, then try again',
    })
    expect(sponsored.shown).toEqual([])
  })
})
