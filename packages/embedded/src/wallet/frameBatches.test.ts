import { type Network, PorticoError } from '@portico/core'
import { describe, expect, it } from 'vitest'
import type { FrameClient } from '../client/createFrameClient.js'
import { FrameRequestError } from '../client/FrameRequestError.js'
import { parseAppMessage } from '../protocol/parseAppMessage.js'
import { type CallsStatus, createFrameSession } from './createFrameSession.js'
import { EmbeddedRpcError } from './EmbeddedRpcError.js'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const anvil = {
  id: 31337,
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  name: 'Anvil',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
} as Network

/** The embedded wallet's session over a frame in memory (unit scope): the test answers each message it was sent. */
function session() {
  const sent: { payload: unknown; answer(value: unknown): void; fail(error: Error): void }[] = []
  const client = {
    request: (_type: string, payload?: unknown) =>
      new Promise((answer, fail) => {
        sent.push({ payload, answer, fail })
      }),
  } as unknown as FrameClient
  const statuses: CallsStatus[] = []
  const shown: string[] = []
  const remote = createFrameSession({
    client,
    user: { address: ADDRESS },
    networks: [anvil],
    showApproval: ({ method }) => {
      shown.push(method)
      return () => undefined
    },
    onSignedOut: () => undefined,
    onCallsStatus: (status) => statuses.push(status),
  })
  const request = (method: string, params: unknown) =>
    remote.request({ chainId: 'eip155:31337', method, params })
  return { request, sent, statuses, shown }
}

/** `wallet_sendCalls` as viem's `sendCalls` (wagmi's `useSendCalls`) builds it: the fields it was not given undefined. */
const viemBatch = (atomicRequired: boolean) => [
  {
    atomicRequired,
    calls: [
      { data: '0x095ea7b3', to: TOKEN, value: undefined },
      { data: '0xa9059cbb', to: TOKEN, value: '0x0' },
    ],
    capabilities: undefined,
    chainId: '0x7a69',
    from: ADDRESS,
    id: undefined,
    version: '2.0.0',
  },
]

describe('EIP-5792 batches through the embedded wallet’s provider', () => {
  it('posts a batch as viem builds it in a message the frame’s schema accepts (the undefined fields left out)', async () => {
    const { request, sent, shown } = session()
    const sending = request('wallet_sendCalls', viemBatch(true))

    const posted = { type: '@portico-app/RPC_REQUEST', id: 'p1', payload: sent[0]?.payload }
    expect(parseAppMessage(posted)).toMatchObject({ ok: true })
    expect((sent[0]?.payload as { params?: unknown } | undefined)?.params).toStrictEqual([
      {
        atomicRequired: true,
        calls: [
          { data: '0x095ea7b3', to: TOKEN },
          { data: '0xa9059cbb', to: TOKEN, value: '0x0' },
        ],
        chainId: '0x7a69',
        from: ADDRESS,
        version: '2.0.0',
      },
    ])
    expect(shown).toEqual(['wallet_sendCalls'])
    sent[0]?.answer({ id: '0x01' })
    expect(await sending).toEqual({ id: '0x01' })
  })

  it('gives an EOA’s refusals EIP-5792’s codes, with the frame’s text: 5760 for an atomic batch, 5700 for a capability', async () => {
    const { request, sent } = session()
    const atomic = request('wallet_sendCalls', viemBatch(true))
    sent[0]?.fail(
      new FrameRequestError('Atomic execution is not supported by this wallet', 'atomicity_not_supported'),
    )
    await expect(atomic).rejects.toMatchObject({
      code: 5760,
      message: 'Atomic execution is not supported by this wallet',
    })
    const sponsored = request('wallet_sendCalls', viemBatch(false))
    sent[1]?.fail(new FrameRequestError('Unsupported capability: paymasterService', 'unsupported_capability'))
    await expect(sponsored).rejects.toMatchObject({
      code: 5700,
      message: 'Unsupported capability: paymasterService',
    })
    const unknown = request('wallet_getCallsStatus', ['0x12'])
    sent[2]?.fail(new FrameRequestError('Unknown bundle id', 'unknown_bundle_id'))
    await expect(unknown).rejects.toMatchObject({ code: 5730, message: 'Unknown bundle id' })
  })

  it('refuses a batch with a PorticoError that carries the EIP-5792 code, the number viem reads for its typed error', async () => {
    const { request, sent } = session()
    const atomic = request('wallet_sendCalls', viemBatch(true))
    sent[0]?.fail(
      new FrameRequestError('Atomic execution is not supported by this wallet', 'atomicity_not_supported'),
    )
    const refused = await atomic.catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(PorticoError)
    expect(refused).toBeInstanceOf(EmbeddedRpcError)
    expect(refused).toMatchObject({
      name: 'EmbeddedRpcError',
      code: 5760,
      providerCode: 5760,
      frameCode: 'atomicity_not_supported',
      shortMessage: 'Atomic execution is not supported by this wallet',
      docsPath: 'docs/errors.md#embeddedrpcerror',
    })
    expect((refused as PorticoError).cause).toBeInstanceOf(FrameRequestError)

    // viem's request switches on that number (AtomicityNotSupportedError for 5760), as wagmi's useSendCalls shows it.

    const status = request('wallet_getCallsStatus', ['0x12'])
    sent[1]?.fail(new FrameRequestError('Unknown bundle id', 'unknown_bundle_id'))
    await expect(status).rejects.toSatisfy(
      (error) =>
        error instanceof EmbeddedRpcError && error.code === 5730 && error.frameCode === 'unknown_bundle_id',
    )
  })

  it('answers wallet_showCallsStatus from the frame’s status of the batch, without a screen, for the widget to show', async () => {
    const { request, sent, statuses, shown } = session()
    const showing = request('wallet_showCallsStatus', ['0xabc'])

    expect(sent[0]?.payload).toMatchObject({ method: 'wallet_getCallsStatus', params: ['0xabc'] })
    sent[0]?.answer({ version: '2.0.0', id: '0xabc', status: 200, atomic: true, receipts: [] })
    expect(await showing).toBeNull()
    expect(statuses).toEqual([expect.objectContaining({ status: 200, atomic: true })])
    expect(shown).toEqual([])
  })
})
