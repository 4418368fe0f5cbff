import { ALERTS } from '@portico/core'
import { describe, expect, it } from 'vitest'
import { RelayError } from '../../relay/RelayError.js'
import { relayRefusalOfClose } from '../../relay/relayRefusalOfClose.js'
import { relayRefusalAlert } from './relayRefusalAlert.js'
import { walletConnectError } from './walletConnectError.js'

describe('the relay refusing the socket, as the visitor is told', () => {
  it("an unknown project (close 4403) is 'Invalid Project ID'", () => {
    const refusal = relayRefusalOfClose(4403)
    expect(refusal?.reason).toBe('invalid_project_id')
    expect(relayRefusalAlert(refusal)).toBe('INVALID_PROJECT_ID')
    expect(ALERTS.INVALID_PROJECT_ID.title).toBe('Invalid Project ID')
  })

  it("a device clock ahead of the relay's (close 4401) is 'Session Expired', whose text asks to check the clock", () => {
    const refusal = relayRefusalOfClose(4401)
    expect(refusal?.reason).toBe('jwt_not_yet_valid')
    expect(relayRefusalAlert(refusal)).toBe('SESSION_EXPIRED')
    expect(ALERTS.SESSION_EXPIRED.description).toMatch(/device clock/)
  })

  it('any other close or error is no refusal and shows no alert', () => {
    for (const code of [1000, 1001, 1006, 1009, 4000, 4404]) expect(relayRefusalOfClose(code)).toBeUndefined()
    expect(relayRefusalAlert(new RelayError('The relay connection closed'))).toBeUndefined()
    expect(relayRefusalAlert(new Error('Invalid Project ID'))).toBeUndefined()
  })

  it('the view says the connection failed, not that the relay cannot be reached: the alert says why', () => {
    expect(walletConnectError(relayRefusalOfClose(4401)).kind).toBe('failed')
    expect(walletConnectError(new RelayError('The relay connection closed')).kind).toBe('relay')
  })
})
