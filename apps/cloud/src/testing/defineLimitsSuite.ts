import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LAB_ORIGIN } from './apiSuite/apiSuiteFixtures.js'
import { type ApiSuiteStorage, createApiSuiteClient } from './apiSuite/createApiSuiteClient.js'

const DAY_MS = 86_400_000

/**
 * The limits of docs/cloud.md#limits against a cloud with small ones, behind two trusted proxies (the test itself
 * on 127.0.0.1, and one in 10.0.0.0/8 named in X-Forwarded-For, so the address before it is the client): per-client limits inside the project's, a lower one without an
 * Origin, lookups of unknown project ids, error reports per client, RPC batches counted per call, and the retention
 * sweep. Its own cloud (the API suite's has the default limits). Run on PGlite and, when TEST_DATABASE_URL is set,
 * on PostgreSQL.
 */
export function defineLimitsSuite(
  name: string,
  openStorage: () => Promise<ApiSuiteStorage>,
  skip = false,
): void {
  describe.skipIf(skip)(`cloud limits on ${name}`, () => {
    const api = createApiSuiteClient(openStorage, {
      trustedProxies: ['127.0.0.1', '::1', '10.0.0.0/8'],
      limits: {
        clientPerMinute: 5,
        noOriginClientPerMinute: 3,
        unknownProjectLookupsPerMinute: 4,
        loginMailsPerClientPerHour: 20,
        loginMailsPerProjectPerHour: 1_000,
        maxConnections: 1_000,
        requestTimeoutMs: 30_000,
        headersTimeoutMs: 15_000,
        analyticsEventsPerProjectPerDay: 6,
      },
      analyticsRetention: { days: 30, sweepEveryMs: 100 },
    })
    beforeAll(() => api.open())
    afterAll(() => api.close())

    const project = (id: string, rateLimitPerMinute = 1_000) =>
      api.admin('/projects', 'POST', { id, name: id, allowedOrigins: [LAB_ORIGIN], rateLimitPerMinute })
    /** A request of the client at `address`, as the trusted proxies forward it (`origin: null`: none). */
    const from = (
      address: string,
      path: string,
      { origin = LAB_ORIGIN, ...init }: RequestInit & { origin?: string | null } = {},
    ) =>
      api.call(path, {
        ...init,
        headers: {
          'x-forwarded-for': `${address}, 10.9.9.9`,
          ...(origin === null ? {} : { origin }),
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
      })
    const statuses = async (count: number, request: () => Promise<{ status: number }>) => {
      const seen: number[] = []
      for (let i = 0; i < count; i++) seen.push((await request()).status)
      return seen
    }

    it('refuses one client past its own limit while the other clients of the project are served', async () => {
      await project('fair-share')
      const config = (address: string) => from(address, '/appkit/v1/config?projectId=fair-share')
      expect(await statuses(7, () => config('203.0.113.1'))).toEqual([200, 200, 200, 200, 200, 429, 429])
      const refused = await config('203.0.113.1')
      expect(refused.body).toMatchObject({ error: 'rate_limited' })
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
      expect((await config('203.0.113.2')).status).toBe(200)
    })

    it("does not count a client's refused requests against the project's limit", async () => {
      await project('small-project', 8)
      const config = (address: string) => from(address, '/appkit/v1/config?projectId=small-project')
      expect(await statuses(10, () => config('198.51.100.1'))).toEqual([
        ...Array(5).fill(200),
        ...Array(5).fill(429),
      ])
      expect(await statuses(3, () => config('198.51.100.2'))).toEqual([200, 200, 200])
      expect((await config('198.51.100.3')).status).toBe(429)
    })

    it("limits a payment's status reads per client address and per project (pay from an exchange)", async () => {
      await project('pay-limits', 8)
      const read = (address: string) =>
        from(address, `/v1/pay/payments/pay_${'0'.repeat(32)}?projectId=pay-limits`)
      expect(await statuses(6, () => read('203.0.113.90'))).toEqual([404, 404, 404, 404, 404, 429])
      expect(await statuses(3, () => read('203.0.113.91'))).toEqual([404, 404, 404])
      expect((await read('203.0.113.92')).status).toBe(429)
    })

    it('gives requests without an Origin a lower limit of their own', async () => {
      await project('no-origin')
      const config = (origin?: string) =>
        from('192.0.2.7', '/appkit/v1/config?projectId=no-origin', { origin: origin ?? null })
      expect(await statuses(4, () => config())).toEqual([200, 200, 200, 429])
      expect((await config(LAB_ORIGIN)).status).toBe(200)
    })

    it('limits the on-ramp webhooks one client address posts (the route has no project), apart from other addresses', async () => {
      const webhook = (address: string) =>
        from(address, '/v1/onramp/webhooks/no-such-provider', { method: 'POST', body: '{}', origin: null })
      expect(await statuses(7, () => webhook('203.0.113.77'))).toEqual([404, 404, 404, 404, 404, 429, 429])
      expect((await webhook('203.0.113.78')).status).toBe(404)
    })

    it('limits the unknown project ids one client makes the cloud look up', async () => {
      const lookup = (address: string, id: string) => from(address, `/appkit/v1/config?projectId=${id}`)
      for (let i = 0; i < 4; i++) {
        expect(await lookup('192.0.2.50', `made-up-${i}`)).toMatchObject({
          status: 403,
          body: { error: 'invalid_project_id' },
        })
      }
      expect(await lookup('192.0.2.50', 'made-up-4')).toMatchObject({
        status: 429,
        body: { error: 'rate_limited' },
      })
      // An id the cache already holds costs no lookup; another client still has its own.
      expect((await lookup('192.0.2.50', 'made-up-0')).status).toBe(403)
      expect((await lookup('192.0.2.51', 'made-up-4')).status).toBe(403)
    })

    it('keys the error-report limit on the client address behind the proxy', async () => {
      await project('reports')
      const report = (address: string) =>
        from(address, '/e?projectId=reports', {
          method: 'POST',
          body: JSON.stringify(
            api.event({ type: 'error', errorType: 'E', errorMessage: 'again', n: Math.random() }),
          ),
        })
      expect(await statuses(6, () => report('203.0.113.77'))).toEqual([202, 202, 202, 202, 202, 429])
      expect((await report('203.0.113.78')).status).toBe(202)
    })

    it("stores at most a project's daily analytics budget, however many clients post", async () => {
      await project('busy-analytics')
      await project('quiet-analytics')
      const post = (projectId: string, address: string, props: Record<string, unknown>) =>
        from(address, `/e?projectId=${projectId}`, {
          method: 'POST',
          body: JSON.stringify(api.event(props)),
        })
      for (let i = 0; i < 6; i++) {
        expect(await post('busy-analytics', `203.0.113.${120 + i}`, { event: 'MODAL_OPEN' })).toMatchObject({
          status: 202,
          body: { accepted: true },
        })
      }
      const spent = { status: 202, body: { accepted: false, reason: 'daily_budget_spent' } }
      expect(await post('busy-analytics', '203.0.113.130', { event: 'MODAL_OPEN' })).toMatchObject(spent)
      expect(
        await post('busy-analytics', '203.0.113.131', { type: 'error', errorType: 'E', errorMessage: 'm' }),
      ).toMatchObject(spent)
      const [stored] = await api.cloud.storage.query<{ count: number }>(
        `select (select count(*) from analytics_events where project_id = 'busy-analytics')::int
           + (select count(*) from error_reports where project_id = 'busy-analytics')::int as count`,
      )
      expect(stored?.count).toBe(6)
      expect(await post('quiet-analytics', '203.0.113.130', { event: 'MODAL_OPEN' })).toMatchObject({
        status: 202,
        body: { accepted: true },
      })
    })

    it('counts each call of an RPC batch', async () => {
      await project('rpc-batch')
      const call = { jsonrpc: '2.0', method: 'personal_sign', params: [] }
      const rpc = (address: string, calls: number) =>
        from(address, '/v1/?chainId=eip155:9999&projectId=rpc-batch', {
          method: 'POST',
          body: JSON.stringify(Array.from({ length: calls }, (_, id) => ({ ...call, id }))),
        })
      expect((await rpc('203.0.113.90', 5)).status).toBe(200)
      expect((await rpc('203.0.113.90', 1)).status).toBe(429)
      expect((await rpc('203.0.113.91', 6)).status).toBe(429)
    })

    it('deletes analytics and error reports older than the retention, and keeps newer ones', async () => {
      const storage = api.cloud.storage
      const insert = async (table: 'analytics_events' | 'error_reports', eventId: string, ageMs: number) => {
        const receivedAt = new Date(Date.now() - ageMs).toISOString()
        if (table === 'analytics_events') {
          await storage.query(
            `insert into analytics_events (project_id, event_id, url, domain, client_timestamp, props, received_at)
             values ('portico-lab', $1, '', '', 0, '{}'::jsonb, $2)`,
            [eventId, receivedAt],
          )
        } else {
          await storage.query(
            `insert into error_reports (project_id, event_id, url, domain, client_timestamp, error_type,
               error_message, props, received_at)
             values ('portico-lab', $1, '', '', 0, 'E', 'm', '{}'::jsonb, $2)`,
            [eventId, receivedAt],
          )
        }
      }
      await insert('analytics_events', 'expired-event', 31 * DAY_MS)
      await insert('error_reports', 'expired-report', 31 * DAY_MS)
      await insert('analytics_events', 'kept-event', 29 * DAY_MS)
      await insert('error_reports', 'kept-report', 29 * DAY_MS)
      const stored = async () =>
        (
          await storage.query<{ event_id: string }>(
            `select event_id from analytics_events where event_id in ('expired-event', 'kept-event')
             union all select event_id from error_reports where event_id in ('expired-report', 'kept-report')
             order by event_id`,
          )
        ).map((row) => row.event_id)
      await expect.poll(stored).toEqual(['kept-event', 'kept-report'])
    })
  })
}
