import { MAX_PENDING_TRANSACTIONS, type Network } from '@portico/core'
import { describe, expect, it, vi } from 'vitest'
import type { FrameClient } from '../client/createFrameClient.js'
import { FrameRequestError } from '../client/FrameRequestError.js'
import { SIGN_OUT_WAIT_MS } from '../client/frameTimeouts.js'
import { createFrameSession } from './createFrameSession.js'
import { createPendingFrameRequests } from './createPendingFrameRequests.js'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const anvil = {
  id: 31337,
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  name: 'Anvil',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
} as Network

/** A frame in memory (unit scope): records what it was sent; the test answers each request. */
function fakeFrame() {
  const sent: { type: string; payload: unknown; answer(value: unknown): void; fail(error: Error): void }[] =
    []
  const client = {
    request: (type: string, payload?: unknown) =>
      new Promise((answer, fail) => {
        sent.push({ type, payload, answer, fail })
      }),
  } as unknown as FrameClient
  return { client, sent }
}

function session({
  smartSessions,
  onSmartAccountUnavailable,
  onInsufficientFunds,
}: {
  smartSessions?: boolean
  onSmartAccountUnavailable?: () => void
  onInsufficientFunds?: (message: string) => void
} = {}) {
  const frame = fakeFrame()
  const shown: string[] = []
  let hidden = 0
  const refused: string[] = []
  const pending = createPendingFrameRequests()
  const remote = createFrameSession({
    client: frame.client,
    user: { address: ADDRESS },
    networks: [anvil],
    showApproval: ({ method }) => {
      shown.push(method)
      return () => {
        hidden++
      }
    },
    onSignedOut: () => undefined,
    pending,
    onRefusedMethod: (method) => refused.push(method),
    smartSessions,
    onSmartAccountUnavailable,
    onInsufficientFunds,
  })
  return { remote, frame, shown, hidden: () => hidden, refused, pending }
}

const request = (remote: ReturnType<typeof session>['remote'], method: string, params: unknown = []) =>
  remote.request({ chainId: 'eip155:31337', method, params })

describe('createFrameSession (eip155)', () => {
  it('sends safe methods to the frame without the approval screen, with the network’s RPC URL', async () => {
    const { remote, frame, shown } = session()
    const balance = request(remote, 'eth_getBalance', [ADDRESS, 'latest'])
    expect(frame.sent[0]).toMatchObject({
      type: 'RPC_REQUEST',
      payload: {
        method: 'eth_getBalance',
        chainId: 'eip155:31337',
        chainNamespace: 'eip155',
        rpcUrl: 'http://127.0.0.1:8545',
      },
    })
    frame.sent[0]?.answer('0x1')
    expect(await balance).toBe('0x1')
    const switching = request(remote, 'wallet_switchEthereumChain', [{ chainId: '0x1' }])
    frame.sent[1]?.answer(null)
    await switching
    expect(shown).toEqual([])
  })

  it('opens the approval for unsafe methods and hides it once the frame answered; a rejection is a 4001', async () => {
    const { remote, frame, shown, hidden } = session()
    const sending = request(remote, 'eth_sendTransaction', [{ to: ADDRESS }])
    expect(shown).toEqual(['eth_sendTransaction'])
    frame.sent[0]?.fail(new FrameRequestError('User rejected the request', 'user_rejected'))
    await expect(sending).rejects.toMatchObject({ code: 4001, message: 'User rejected the request' })
    expect(hidden()).toBe(1)
  })

  it('refuses a method off the allow-list without asking the frame, and reports it for the message', async () => {
    const { remote, frame, refused } = session()
    await expect(request(remote, 'eth_sign', [ADDRESS, '0x00'])).rejects.toMatchObject({
      code: 4200,
      message: 'eth_sign is not allowed',
    })
    expect(frame.sent).toEqual([])
    expect(refused).toEqual(['eth_sign'])
  })

  it('maps the frame’s not-supported answers (grants without smart sessions) to 4200, with no approval shown', async () => {
    const { remote, frame, shown } = session()
    const granting = request(remote, 'wallet_grantPermissions', [{}])
    frame.sent[0]?.fail(
      new FrameRequestError(
        'wallet_grantPermissions needs smart sessions, which this app has not turned on (features.smartSessions)',
        'not_supported',
      ),
    )
    await expect(granting).rejects.toMatchObject({
      code: 4200,
      message: expect.stringContaining('features.smartSessions'),
    })
    expect(shown).toEqual([])
  })

  it('shows the frame’s approval for a grant and its revocation when the app turned smart sessions on', async () => {
    const { remote, frame, shown } = session({ smartSessions: true })
    const granting = request(remote, 'wallet_grantPermissions', [{}])
    await vi.waitFor(() => expect(frame.sent).toHaveLength(1))
    frame.sent[0]?.answer({ context: '0x01' })
    expect(await granting).toEqual({ context: '0x01' })
    const revoking = request(remote, 'wallet_revokePermissions', [{ permissionsContext: '0x01' }])
    await vi.waitFor(() => expect(frame.sent).toHaveLength(2))
    frame.sent[1]?.answer(null)
    await revoking
    expect(shown).toEqual(['wallet_grantPermissions', 'wallet_revokePermissions'])
  })

  it('gives every frame failure a provider code: -32603 by default (never 5000, which viem reads as a rejection), 32603 for a chain the frame cannot serve', async () => {
    const { remote, frame } = session()
    const failing = request(remote, 'eth_blockNumber')
    frame.sent[0]?.fail(new FrameRequestError('The RPC URL did not answer', 'rpc_failed'))
    await expect(failing).rejects.toMatchObject({ code: -32603, message: 'The RPC URL did not answer' })
    const wordless = request(remote, 'eth_blockNumber')
    frame.sent[1]?.fail(new FrameRequestError('An error occurred'))
    await expect(wordless).rejects.toMatchObject({ code: -32603, message: 'An error occurred' })
    const noRpc = request(remote, 'eth_blockNumber')
    frame.sent[2]?.fail(new FrameRequestError('No RPC URL for eip155:31337', 'no_rpc_url'))
    await expect(noRpc).rejects.toMatchObject({ code: 32603 })
    const otherChain = request(remote, 'eth_blockNumber')
    frame.sent[3]?.fail(new FrameRequestError('The RPC URL serves chain 1, not 31337', 'wrong_chain'))
    await expect(otherChain).rejects.toMatchObject({ code: 32603 })
  })

  it('gives the smart account’s failures EIP-1474 codes: -32002 unavailable now (and tells the session), -32003 refused by the bundler', async () => {
    let unavailable = 0
    const { remote, frame } = session({ onSmartAccountUnavailable: () => unavailable++ })
    const down = request(remote, 'eth_blockNumber')
    frame.sent[0]?.fail(
      new FrameRequestError(
        'The bundler of eip155:31337 did not answer; the wallet uses its EOA',
        'smart_account_unavailable',
      ),
    )
    await expect(down).rejects.toMatchObject({
      code: -32002,
      message: 'The bundler of eip155:31337 did not answer; the wallet uses its EOA',
    })
    expect(unavailable).toBe(1)
    const refused = request(remote, 'eth_blockNumber')
    frame.sent[1]?.fail(
      new FrameRequestError('The bundler refused the transaction: AA21', 'user_operation_refused'),
    )
    await expect(refused).rejects.toMatchObject({ code: -32003 })
    expect(unavailable).toBe(1)
  })

  it('tells the session of a send the frame refused for the account’s balance, with the frame’s text', async () => {
    const told: string[] = []
    const { remote, frame } = session({ onInsufficientFunds: (message) => told.push(message) })
    const text = 'This account holds 0 ETH, less than the 0.1 ETH to send: add ETH to it, then try again'
    const poor = request(remote, 'eth_blockNumber')
    frame.sent[0]?.fail(new FrameRequestError(text, 'insufficient_funds'))
    await expect(poor).rejects.toMatchObject({ code: -32603, message: text })
    expect(told).toEqual([text])
    const other = request(remote, 'eth_blockNumber')
    frame.sent[1]?.fail(new FrameRequestError('The RPC URL did not answer', 'rpc_failed'))
    await expect(other).rejects.toMatchObject({ code: -32603 })
    expect(told).toEqual([text])
  })

  it(`keeps at most ${MAX_PENDING_TRANSACTIONS} requests waiting; the modal’s close rejects them and safe ones go on`, async () => {
    const { remote, frame, pending } = session()
    const waiting = Array.from({ length: MAX_PENDING_TRANSACTIONS }, () =>
      request(remote, 'personal_sign', ['0x68', ADDRESS]).catch((error: Error) => error),
    )
    await expect(request(remote, 'personal_sign', ['0x68', ADDRESS])).rejects.toMatchObject({
      code: -32005,
      message: 'Too many pending requests',
    })
    const read = request(remote, 'eth_blockNumber')
    expect(pending.abortAll()).toBe(MAX_PENDING_TRANSACTIONS)
    for (const error of await Promise.all(waiting))
      expect(error).toMatchObject({ message: 'Request was aborted' })
    frame.sent.at(-1)?.answer('0x5')
    expect(await read).toBe('0x5')
    // After the close, a new request waits again.
    const next = request(remote, 'personal_sign', ['0x68', ADDRESS])
    frame.sent.at(-1)?.answer('0xsigned')
    expect(await next).toBe('0xsigned')
  })
})

describe('createFrameSession (sign-out)', () => {
  it(`completes in the page after ${SIGN_OUT_WAIT_MS / 1000} s when the frame never answers SIGN_OUT`, async () => {
    vi.useFakeTimers()
    try {
      const frame = fakeFrame()
      let signedOut = 0
      const remote = createFrameSession({
        client: frame.client,
        user: { address: ADDRESS },
        networks: [anvil],
        showApproval: () => () => undefined,
        onSignedOut: () => {
          signedOut++
        },
      })
      let done = false
      const disconnecting = remote.disconnect().then(() => {
        done = true
      })
      expect(frame.sent.map((sent) => sent.type)).toEqual(['SIGN_OUT'])
      await vi.advanceTimersByTimeAsync(SIGN_OUT_WAIT_MS - 1)
      expect(done).toBe(false)
      await vi.advanceTimersByTimeAsync(1)
      await disconnecting
      expect(signedOut).toBe(1)
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('createFrameSession (account state)', () => {
  it('carries the frame user and the social provider for core’s account state, without fields the frame left out', () => {
    const remote = createFrameSession({
      client: fakeFrame().client,
      user: {
        address: ADDRESS,
        chainId: 'eip155:31337',
        email: 'ada@example.com',
        userName: 'ada#0042',
        socialProvider: 'discord',
        preferredAccountType: 'eoa',
      },
      networks: [anvil],
      showApproval: () => () => undefined,
      onSignedOut: () => undefined,
    })
    expect(remote.account).toEqual({
      user: {
        address: ADDRESS,
        chainId: 'eip155:31337',
        email: 'ada@example.com',
        userName: 'ada#0042',
        preferredAccountType: 'eoa',
      },
      socialProvider: 'discord',
    })
  })
})
