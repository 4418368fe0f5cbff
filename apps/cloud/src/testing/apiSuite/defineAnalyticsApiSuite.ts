import { describe, expect, it } from 'vitest'
import { LAB, LAB_ORIGIN } from './apiSuiteFixtures.js'
import type { ApiSuiteClient } from './createApiSuiteClient.js'

/** The API suite's part for the analytics switch and POST /e ingestion. */
export function defineAnalyticsApiSuite(api: ApiSuiteClient): void {
  const { call, admin, post, event } = api
  describe('analytics', () => {
    it('answers the analytics switch', async () => {
      expect((await call(`/getAnalyticsConfig?projectId=${LAB}`)).body).toEqual({
        isAnalyticsEnabled: true,
      })
      await admin('/projects', 'POST', {
        id: 'no-analytics',
        name: 'Quiet',
        allowedOrigins: [LAB_ORIGIN],
        analyticsEnabled: false,
      })
      expect((await call('/getAnalyticsConfig?projectId=no-analytics')).body).toEqual({
        isAnalyticsEnabled: false,
      })
      expect(await post('/e?projectId=no-analytics', event({ event: 'MODAL_OPEN' }))).toMatchObject({
        status: 202,
        body: { accepted: false },
      })
    })

    it('stores events and error reports posted to /e', async () => {
      const stored = await post(
        `/e?projectId=${LAB}&st=portico&sv=0.0.0`,
        event({ event: 'MODAL_OPEN', address: '0xabc' }),
        {
          origin: LAB_ORIGIN,
        },
      )
      expect(stored).toMatchObject({ status: 202, body: { accepted: true, kind: 'event' } })
      const report = await post(
        `/e?projectId=${LAB}`,
        event({
          type: 'error',
          event: 'ERROR',
          errorType: 'TypeError',
          errorMessage: 'boom',
          stackTrace: 'at x',
        }),
      )
      expect(report).toMatchObject({ status: 202, body: { accepted: true, kind: 'error' } })
      const events = await admin(`/projects/${LAB}/events`)
      expect(events.body.events[0]).toMatchObject({ event: 'MODAL_OPEN', props: { address: '0xabc' } })
      const errors = await admin(`/projects/${LAB}/events?kind=error`)
      expect(errors.body.events[0]).toMatchObject({
        kind: 'error',
        props: { errorType: 'TypeError', errorMessage: 'boom' },
      })
    })

    it('400 for malformed events, 413 for oversized bodies, 403 for a disallowed origin', async () => {
      expect(await post(`/e?projectId=${LAB}`, '{nope')).toMatchObject({
        status: 400,
        body: { error: 'invalid_request' },
      })
      expect(await post(`/e?projectId=${LAB}`, { eventId: 'x' })).toMatchObject({ status: 400 })
      expect(await post(`/e?projectId=${LAB}`, event({ type: 'error' }))).toMatchObject({ status: 400 })
      expect(
        await post(`/e?projectId=${LAB}`, event({ event: 'X', blob: 'x'.repeat(300_000) })),
      ).toMatchObject({
        status: 413,
        body: { error: 'payload_too_large' },
      })
      expect(
        await post(`/e?projectId=${LAB}`, event({ event: 'X' }), { origin: 'https://evil.example' }),
      ).toMatchObject({
        status: 403,
        body: { error: 'origin_not_allowlisted' },
      })
    })

    it('takes an event of up to 2 KB of props and an error report of up to 12 KB', async () => {
      const padded = (bytes: number, props: Record<string, unknown>) => {
        const base = Buffer.byteLength(JSON.stringify({ ...props, pad: '' }))
        return { ...props, pad: 'x'.repeat(bytes - base) }
      }
      const stored = { status: 202, body: { accepted: true } }
      expect(await post(`/e?projectId=${LAB}`, event(padded(2_048, { event: 'X' })))).toMatchObject(stored)
      expect(await post(`/e?projectId=${LAB}`, event(padded(2_049, { event: 'X' })))).toMatchObject({
        status: 400,
        body: { error: 'invalid_request' },
      })
      const report = { type: 'error', errorType: 'E', errorMessage: 'm', stackTrace: 'at x' }
      expect(await post(`/e?projectId=${LAB}`, event(padded(12 * 1024, report)))).toMatchObject({
        status: 202,
        body: { accepted: true, kind: 'error' },
      })
      expect(await post(`/e?projectId=${LAB}`, event(padded(12 * 1024 + 1, report)))).toMatchObject({
        status: 400,
      })
    })

    it('429 past 5 error reports per 60 s (docs/behaviour.md#limits)', async () => {
      await admin('/projects', 'POST', { id: 'noisy', name: 'Noisy', allowedOrigins: [LAB_ORIGIN] })
      const report = () =>
        post('/e?projectId=noisy', event({ type: 'error', errorType: 'E', errorMessage: 'again' }))
      for (let i = 0; i < 5; i++) expect((await report()).status).toBe(202)
      expect(await report()).toMatchObject({ status: 429, body: { error: 'rate_limited' } })
      expect((await post('/e?projectId=noisy', event({ event: 'MODAL_OPEN' }))).status).toBe(202)
    })
  })
}
