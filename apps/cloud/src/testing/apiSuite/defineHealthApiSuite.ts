import { describe, expect, it } from 'vitest'
import { LAB, LAB_ORIGIN } from './apiSuiteFixtures.js'
import type { ApiSuiteClient } from './createApiSuiteClient.js'

/** The API suite's part for health and routing: /healthz, 404, CORS preflights. */
export function defineHealthApiSuite(api: ApiSuiteClient): void {
  const { call } = api
  describe('health and routing', () => {
    it('answers /healthz with the storage kind', async () => {
      const { status, body } = await call('/healthz')
      expect(status).toBe(200)
      expect(body).toEqual({ status: 'ok', storage: api.storage.databaseUrl ? 'postgres' : 'pglite' })
    })

    it('answers unknown routes with 404 not_found', async () => {
      expect(await call('/nope')).toMatchObject({ status: 404, body: { error: 'not_found' } })
    })

    it('answers CORS preflights for the widget origin', async () => {
      const response = await fetch(`${api.cloud.url}/e?projectId=${LAB}`, {
        method: 'OPTIONS',
        headers: {
          origin: LAB_ORIGIN,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      })
      expect(response.status).toBe(204)
      expect(response.headers.get('access-control-allow-origin')).toBe(LAB_ORIGIN)
      expect(response.headers.get('access-control-allow-headers')).toContain('content-type')
    })
  })
}
