import { parseFrameEvent } from '@portico/embedded/protocol'
import { expect, it, vi } from 'vitest'
import { serveParent } from './serveParent.js'

const PARENT_ORIGIN = 'http://127.0.0.1:5173'

function world() {
  const posted: { data: unknown; origin: string }[] = []
  const parent = { postMessage: (data: unknown, origin: string) => posted.push({ data, origin }) }
  let deliver: (event: MessageEvent) => void = () => {}
  const handle = vi.fn(async () => ({ ok: true as const, payload: { isConnected: false } }))
  serveParent({
    parent: parent as unknown as Window,
    parentOrigin: PARENT_ORIGIN,
    listen: (handler) => {
      deliver = handler
      return () => {}
    },
    handle,
  })
  const send = (data: unknown, { origin = PARENT_ORIGIN, source = parent as unknown } = {}) =>
    deliver({ data, origin, source } as MessageEvent)
  return { posted, send, handle, parent }
}

it('posts READY and every answer to the parent’s exact origin, each answer a valid event with the request id', async () => {
  const { posted, send } = world()
  send({ type: '@portico-app/IS_CONNECTED', id: 'a1' })
  await vi.waitFor(() => expect(posted).toHaveLength(2))
  expect(posted.map((entry) => entry.origin)).toEqual([PARENT_ORIGIN, PARENT_ORIGIN])
  expect(posted.map((entry) => parseFrameEvent(entry.data))).toEqual([
    { ok: true, message: { kind: 'ready' } },
    {
      ok: true,
      message: { kind: 'success', id: 'a1', request: 'IS_CONNECTED', payload: { isConnected: false } },
    },
  ])
})

it('ignores messages from another origin or window, and answers a malformed one with an error naming why', async () => {
  const { posted, send, handle } = world()
  send({ type: '@portico-app/SIGN_OUT', id: 'x1' }, { origin: 'http://evil.test' })
  send({ type: '@portico-app/SIGN_OUT', id: 'x2' }, { source: {} })
  send({ type: '@portico-app/CONNECT_EMAIL', id: 'x3', payload: { email: 'nope' } })
  send({ type: '@portico-app/CONNECT_EMAIL', id: '../', payload: { email: 'nope' } })
  expect(handle).not.toHaveBeenCalled()
  expect(posted.slice(1).map((entry) => entry.data)).toEqual([
    {
      type: '@portico-frame/CONNECT_EMAIL_ERROR',
      id: 'x3',
      payload: { message: 'email: Invalid e-mail', code: 'invalid_message' },
    },
  ])
})
