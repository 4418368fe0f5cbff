import { expect, it } from 'vitest'
import { parseFrameEvent } from './parseFrameEvent.js'

it('reads READY, a success and an error answer with their request ids', () => {
  expect(parseFrameEvent({ type: '@portico-frame/READY' })).toEqual({ ok: true, message: { kind: 'ready' } })
  expect(
    parseFrameEvent({
      type: '@portico-frame/CONNECT_EMAIL_SUCCESS',
      id: 'r2',
      payload: { action: 'VERIFY_OTP' },
    }),
  ).toEqual({
    ok: true,
    message: { kind: 'success', id: 'r2', request: 'CONNECT_EMAIL', payload: { action: 'VERIFY_OTP' } },
  })
  expect(
    parseFrameEvent({
      type: '@portico-frame/CONNECT_EMAIL_ERROR',
      id: 'r3',
      payload: {
        message: 'Please try again after 12 seconds',
        code: 'email_cooldown',
        retryAfterSeconds: 12,
      },
    }),
  ).toMatchObject({ ok: true, message: { kind: 'error', id: 'r3', payload: { retryAfterSeconds: 12 } } })
})

it('refuses an answer without id, of an unknown request, or with a payload of the wrong shape', () => {
  expect(parseFrameEvent({ type: '@portico-frame/SIGN_OUT_SUCCESS' })).toEqual({
    ok: false,
    reason: 'id: Required',
  })
  expect(parseFrameEvent({ type: '@portico-frame/STEAL_SUCCESS', id: 'r1' }).ok).toBe(false)
  expect(
    parseFrameEvent({
      type: '@portico-frame/IS_CONNECTED_SUCCESS',
      id: 'r1',
      payload: { isConnected: 'yes' },
    }),
  ).toEqual({
    ok: false,
    reason: 'isConnected: Invalid input: expected boolean, received string',
  })
  expect(parseFrameEvent({ type: '@portico-frame/READY', id: 'r1' }).ok).toBe(false)
})

it('reads REFUSED with one of its reasons, and nothing else under that type', () => {
  expect(
    parseFrameEvent({ type: '@portico-frame/REFUSED', payload: { reason: 'origin_not_allowed' } }),
  ).toEqual({
    ok: true,
    message: { kind: 'refused', reason: 'origin_not_allowed' },
  })
  expect(parseFrameEvent({ type: '@portico-frame/REFUSED', payload: { reason: 'invalid_project' } }).ok).toBe(
    true,
  )
  expect(parseFrameEvent({ type: '@portico-frame/REFUSED', payload: { reason: 'because' } }).ok).toBe(false)
  expect(parseFrameEvent({ type: '@portico-frame/REFUSED' }).ok).toBe(false)
  expect(
    parseFrameEvent({ type: '@portico-frame/REFUSED', payload: { reason: 'origin_not_allowed', extra: 1 } })
      .ok,
  ).toBe(false)
  expect(
    parseFrameEvent({ type: '@portico-frame/REFUSED', id: 'r1', payload: { reason: 'origin_not_allowed' } })
      .ok,
  ).toBe(false)
})
