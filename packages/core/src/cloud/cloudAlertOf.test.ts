import { describe, expect, it } from 'vitest'
import { HttpError } from '../errors/HttpError.js'
import { cloudAlertOf } from './cloudAlertOf.js'
import { CLOUD_ERRORS } from './startFakeCloud.js'

const failed = ({ status, body }: { status: number; body: unknown }) =>
  new HttpError({ status, url: 'http://127.0.0.1/x', body })

describe('cloudAlertOf', () => {
  it('maps the project errors by their code on every call', () => {
    for (const call of ['config', 'origins', 'analytics'] as const) {
      expect(cloudAlertOf(call, failed(CLOUD_ERRORS.invalidProjectId))).toBe('INVALID_PROJECT_ID')
      expect(cloudAlertOf(call, failed(CLOUD_ERRORS.projectNotConfigured))).toBe('PROJECT_ID_NOT_CONFIGURED')
      expect(cloudAlertOf(call, failed(CLOUD_ERRORS.originNotAllowlisted))).toBe('INVALID_APP_CONFIGURATION')
    }
  })

  it('maps 429 and 5xx of the project calls, not of analytics', () => {
    expect(cloudAlertOf('origins', failed(CLOUD_ERRORS.rateLimited))).toBe('RATE_LIMITED')
    expect(cloudAlertOf('config', failed({ status: 502, body: undefined }))).toBe('SERVER_ERROR')
    expect(cloudAlertOf('analytics', failed(CLOUD_ERRORS.serverError))).toBeUndefined()
    expect(cloudAlertOf('analytics', failed({ status: 403, body: 'Forbidden' }))).toBe(
      'INVALID_APP_CONFIGURATION',
    )
  })

  it('leaves an unreachable cloud to the logs', () => {
    expect(cloudAlertOf('config', new TypeError('fetch failed'))).toBeUndefined()
  })
})
