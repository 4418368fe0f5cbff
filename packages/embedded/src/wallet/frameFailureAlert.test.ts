import { expect, it } from 'vitest'
import { FrameRequestError } from '../client/FrameRequestError.js'
import { frameFailureAlert, hasFailureAlert } from './frameFailureAlert.js'

it('names the alert for each refusal of the page', () => {
  expect(frameFailureAlert({ refused: 'origin_not_allowed' })).toBe('UNVERIFIED_DOMAIN')
  expect(frameFailureAlert({ refused: 'invalid_project' })).toBe('INVALID_PROJECT_ID')
  expect(frameFailureAlert({ refused: 'cloud_unreachable' })).toBe('IFRAME_LOAD_FAILED')
})

it("names the alert for the cloud's codes a retry cannot fix, and none for the others", () => {
  const answer = (code?: string) => new FrameRequestError('text', code)
  expect(frameFailureAlert({ answer: answer('session_required') })).toBe('SESSION_EXPIRED')
  expect(frameFailureAlert({ answer: answer('origin_not_allowlisted') })).toBe('UNVERIFIED_DOMAIN')
  expect(frameFailureAlert({ answer: answer('invalid_project_id') })).toBe('INVALID_PROJECT_ID')
  expect(frameFailureAlert({ answer: answer('project_not_configured') })).toBe('PROJECT_ID_NOT_CONFIGURED')
  expect(frameFailureAlert({ answer: answer('invalid_code') })).toBeUndefined()
  expect(frameFailureAlert({ answer: answer('toString') })).toBeUndefined()
  expect(frameFailureAlert({ answer: answer() })).toBeUndefined()
})

it('knows which failures an alert already explains', () => {
  expect(hasFailureAlert(new FrameRequestError('Something went wrong', 'iframe_load_failed'))).toBe(true)
  expect(hasFailureAlert(new FrameRequestError('Something went wrong', 'origin_not_allowed'))).toBe(true)
  expect(hasFailureAlert(new FrameRequestError('A valid session is required', 'session_required'))).toBe(true)
  expect(hasFailureAlert(new FrameRequestError('An error occurred'))).toBe(false)
  expect(hasFailureAlert(new Error('boom'))).toBe(false)
})
