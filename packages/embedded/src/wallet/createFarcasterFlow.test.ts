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

/** The flow over a fake frame; `connected()` counts the wallet connections. */
function setup() {
  const slice: EmbeddedWalletState = initialEmbeddedWalletState()
  const frame = fakeFrame()
  let connections = 0
  const flow = createFarcasterFlow({
    slice,
    client: () => frame.client,
    connect: async () => void connections++,
  })
  return { slice, frame, flow, connected: () => connections }
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
