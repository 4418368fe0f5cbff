import { expect, it, vi } from 'vitest'
import type { FrameClient } from '../client/createFrameClient.js'
import { FrameRequestError } from '../client/FrameRequestError.js'
import { createFarcasterFlow } from './createFarcasterFlow.js'
import { type EmbeddedWalletState, initialEmbeddedWalletState } from './EmbeddedWalletState.js'

/** A frame whose CONNECT_FARCASTER waits until the test settles it; every request is recorded. */
function fakeFrame() {
  const sent: string[] = []
  let links = 0
  let settle: (error?: Error) => void = () => {}
  const client = {
    request: (type: string) => {
      sent.push(type)
      if (type === 'GET_FARCASTER_URI')
        return Promise.resolve({ url: `farcaster://connect?channelToken=${++links}` })
      if (type === 'CONNECT_FARCASTER')
        return new Promise((resolve, reject) => {
          settle = (error) => (error ? reject(error) : resolve({ userName: 'ada' }))
        })
      return Promise.resolve(undefined)
    },
  } as unknown as FrameClient
  return { client, sent, settle: (error?: Error) => settle(error) }
}

/**
 * The flow over a fake frame; `connected()` counts the wallet connections, `restores` the logins the device had
 * to restore (a `recovery_required` answer restores when `restoring` says so).
 */
function setup(restoring = true) {
  const slice: EmbeddedWalletState = initialEmbeddedWalletState()
  const frame = fakeFrame()
  let connections = 0
  const restores: string[] = []
  const flow = createFarcasterFlow({
    slice,
    client: () => frame.client,
    login: async (request) => {
      try {
        await request()
      } catch (error) {
        if (!(error instanceof FrameRequestError && error.code === 'recovery_required') || !restoring)
          throw error
        restores.push('restored')
      }
    },
    connect: async () => void connections++,
  })
  return { slice, frame, flow, connected: () => connections, restores }
}

it('shows the link while waiting, connects once approved, and says when the link expired', async () => {
  const { slice, frame, flow, connected } = setup()
  const first = flow.connect()
  await vi.waitFor(() => expect(slice.farcaster?.status).toBe('waiting'))
  expect(slice.farcaster?.url).toBe('farcaster://connect?channelToken=1')
  frame.settle()
  expect(await first).toBe(true)
  expect(connected()).toBe(1)
  expect(slice.farcaster).toBeUndefined()

  const second = flow.connect()
  await vi.waitFor(() => expect(slice.farcaster?.status).toBe('waiting'))
  frame.settle(new FrameRequestError('The request has expired, try again', 'channel_expired'))
  expect(await second).toBe(false)
  expect(slice.farcaster).toEqual({ status: 'expired' })
})

it('a cancel ends the frame’s wait (RPC_ABORT) and the old run’s answer counts for nothing', async () => {
  const { slice, frame, flow, connected } = setup()
  const run = flow.connect()
  await vi.waitFor(() => expect(slice.farcaster?.status).toBe('waiting'))
  flow.cancel()
  expect(frame.sent.at(-1)).toBe('RPC_ABORT')
  frame.settle(new FrameRequestError('Request was aborted'))
  expect(await run).toBe(false)
  expect(slice.farcaster).toBeUndefined()
  expect(connected()).toBe(0)
})

it('on a device without a share of the wallet, restores it, then connects; a refused restore fails the login', async () => {
  const restoring = setup()
  const run = restoring.flow.connect()
  await vi.waitFor(() => expect(restoring.slice.farcaster?.status).toBe('waiting'))
  restoring.frame.settle(
    new FrameRequestError('This device holds no share of your wallet', 'recovery_required'),
  )
  expect(await run).toBe(true)
  expect(restoring.restores).toEqual(['restored'])
  expect(restoring.connected()).toBe(1)

  const refused = setup(false)
  const failing = refused.flow.connect()
  await vi.waitFor(() => expect(refused.slice.farcaster?.status).toBe('waiting'))
  refused.frame.settle(
    new FrameRequestError('This device holds no share of your wallet', 'recovery_required'),
  )
  expect(await failing).toBe(false)
  expect(refused.slice.farcaster?.status).toBe('failed')
  expect(refused.connected()).toBe(0)
})
