import { expect, it } from 'vitest'
import { FrameRequestError } from '../client/FrameRequestError.js'
import { loginError } from './loginError.js'

it("maps the cloud's code errors and the frame's timeouts to catalogue texts", () => {
  expect(
    loginError(new FrameRequestError('Please try again after 12 seconds', 'email_cooldown', 12)),
  ).toEqual({
    key: 'error.EMAIL_COOLDOWN',
    values: { seconds: 12 },
  })
  expect(loginError(new FrameRequestError('Invalid code', 'invalid_code'))).toEqual({
    key: 'emailLogin.invalidCode',
  })
  expect(loginError(new FrameRequestError('The code has expired', 'expired_code'))).toEqual({
    key: 'emailLogin.expiredCode',
  })
  expect(loginError(new FrameRequestError('x', 'locked_code'))).toEqual({ key: 'emailLogin.lockedCode' })
  expect(loginError(new FrameRequestError('Something went wrong', 'iframe_request_timeout'))).toEqual({
    key: 'error.SOMETHING_WENT_WRONG',
  })
  // The frame's English text would reach a German visitor as it is; the code gives the catalogue's.
  expect(
    loginError(new FrameRequestError('This device holds no recovery share', 'no_recovery_share')),
  ).toEqual({
    key: 'recoveryShare.none',
  })
  // A cross-site frame whose storage the browser blocks refuses to log in: the visitor reads why and what to do.
  expect(
    loginError(
      new FrameRequestError('This browser blocks the storage the wallet needs', 'storage_unavailable'),
    ),
  ).toEqual({ key: 'embeddedWallet.storageBlocked' })
})

it("keeps the frame's own text for an error without a known code, and says 'An error occurred' without one", () => {
  expect(loginError(new FrameRequestError('E-mail cannot be sent', 'email_unavailable'))).toEqual({
    text: 'E-mail cannot be sent',
  })
  expect(loginError(new FrameRequestError(''))).toEqual({ key: 'error.FRAME_ERROR' })
  expect(loginError(new Error('boom'))).toEqual({ key: 'error.FRAME_ERROR' })
})

it("never shows a browser's raw 'Failed to fetch': an unreachable cloud reads as the catalogue's network text", () => {
  const unreachable = { key: 'error.NETWORK_UNREACHABLE' }
  expect(loginError(new FrameRequestError('Could not reach the server', 'network_error'))).toEqual(
    unreachable,
  )
  expect(loginError(new FrameRequestError('Failed to fetch'))).toEqual(unreachable)
  expect(loginError(new FrameRequestError('NetworkError when attempting to fetch resource.'))).toEqual(
    unreachable,
  )
  expect(loginError(new FrameRequestError('Load failed'))).toEqual(unreachable)
  expect(loginError(new TypeError('Failed to fetch'))).toEqual(unreachable)
})
