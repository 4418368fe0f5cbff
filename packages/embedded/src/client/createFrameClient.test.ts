import { expect, it } from 'vitest'
import { createFrameClient, type FrameClientParameters } from './createFrameClient.js'
import { FrameRequestError } from './FrameRequestError.js'

const FRAME_ORIGIN = 'http://127.0.0.1:4410'

function world(timeouts: FrameClientParameters['timeouts'] = { readyDelayMs: 0 }) {
  const sent: { data: { type: string; id: string; payload?: unknown }; origin: string }[] = []
  const frame = { postMessage: (data: never, origin: string) => sent.push({ data, origin }) }
  let deliver: (event: MessageEvent) => void = () => {}
  const timedOut: string[] = []
  const refused: string[] = []
  const client = createFrameClient({
    frame: frame as unknown as Window,
    frameOrigin: FRAME_ORIGIN,
    listen: (handler) => {
      deliver = handler
      return () => {}
    },
    timeouts,
    onTimeout: (reason) => timedOut.push(reason),
    onRefused: (reason) => refused.push(reason),
  })
  const fromFrame = (data: unknown, { origin = FRAME_ORIGIN, source = frame as unknown } = {}) =>
    deliver({ data, origin, source } as MessageEvent)
  return { client, sent, fromFrame, timedOut, refused }
}

const nextSent = async (sent: unknown[], count: number) => {
  while (sent.length < count) await new Promise((resolve) => setTimeout(resolve, 5))
}

it('waits for READY, posts to the frame’s exact origin and resolves with the answer of the same id', async () => {
  const { client, sent, fromFrame } = world()
  const answer = client.request('CONNECT_EMAIL', { email: 'ada@example.com' })
  expect(sent).toHaveLength(0)
  fromFrame({ type: '@portico-frame/READY' })
  await nextSent(sent, 1)
  const request = sent[0]
  expect(request?.origin).toBe(FRAME_ORIGIN)
  expect(request?.data).toMatchObject({
    type: '@portico-app/CONNECT_EMAIL',
    payload: { email: 'ada@example.com' },
  })
  fromFrame({ type: '@portico-frame/CONNECT_EMAIL_SUCCESS', id: 'other', payload: { action: 'CONNECT' } })
  fromFrame(
    { type: '@portico-frame/CONNECT_EMAIL_SUCCESS', id: request?.data.id, payload: { action: 'CONNECT' } },
    { origin: 'http://evil.test' },
  )
  fromFrame({
    type: '@portico-frame/CONNECT_EMAIL_SUCCESS',
    id: request?.data.id,
    payload: { action: 'VERIFY_OTP' },
  })
  await expect(answer).resolves.toEqual({ action: 'VERIFY_OTP' })
})

it('rejects with the frame’s error text and code, and with documented texts on a load timeout and on close', async () => {
  const { client, sent, fromFrame } = world()
  fromFrame({ type: '@portico-frame/READY' })
  const cooldown = client.request('CONNECT_EMAIL', { email: 'ada@example.com' })
  await nextSent(sent, 1)
  fromFrame({
    type: '@portico-frame/CONNECT_EMAIL_ERROR',
    id: sent[0]?.data.id,
    payload: { message: 'Please try again after 12 seconds', code: 'email_cooldown', retryAfterSeconds: 12 },
  })
  await expect(cooldown).rejects.toEqual(
    new FrameRequestError('Please try again after 12 seconds', 'email_cooldown', 12),
  )

  const hanging = client.request('IS_CONNECTED')
  await nextSent(sent, 2)
  client.close()
  await expect(hanging).rejects.toMatchObject({ message: 'Request was aborted' })

  const never = world({ readyDelayMs: 0, loadMs: 10 })
  await expect(never.client.request('IS_CONNECTED')).rejects.toMatchObject({
    code: 'iframe_load_failed',
    message: 'Something went wrong',
  })
  expect(never.timedOut).toEqual(['iframe_load_failed'])
})

it('fails at once, with the reason as the code, when the frame refuses the page instead of saying READY', async () => {
  const { client, sent, fromFrame, timedOut, refused } = world({ readyDelayMs: 0, loadMs: 60_000 })
  const login = client.request('CONNECT_EMAIL', { email: 'ada@example.com' })
  fromFrame(
    { type: '@portico-frame/REFUSED', payload: { reason: 'origin_not_allowed' } },
    { origin: 'http://evil.test' },
  )
  fromFrame({ type: '@portico-frame/REFUSED', payload: { reason: 'origin_not_allowed' } })
  await expect(login).rejects.toEqual(new FrameRequestError('Something went wrong', 'origin_not_allowed'))
  await expect(client.ready).rejects.toMatchObject({ code: 'origin_not_allowed' })
  fromFrame({ type: '@portico-frame/READY' })
  fromFrame({ type: '@portico-frame/REFUSED', payload: { reason: 'invalid_project' } })
  expect(refused).toEqual(['origin_not_allowed'])
  expect(timedOut).toEqual([])
  expect(sent).toHaveLength(0)
})
