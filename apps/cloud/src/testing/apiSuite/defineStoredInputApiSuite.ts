import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { LAB } from './apiSuiteFixtures.js'
import type { ApiSuiteClient } from './createApiSuiteClient.js'

const NUL = 'a\u0000b'
const LONE_SURROGATE = 'a\ud800b'
const cursor = (parts: unknown[]) => Buffer.from(JSON.stringify(parts)).toString('base64url')
/** JSON text of a value nested `depth` objects deep (written out: JSON.stringify itself overflows on it). */
const nestedJson = (depth: number) => `${'{"next":'.repeat(depth)}"deep"${'}'.repeat(depth)}`
const eventWithDeepProps = (event: Record<string, unknown>, depth: number) =>
  JSON.stringify(event).replace('"DEEP"', nestedJson(depth))

/**
 * The API suite's part for input that passes a schema but that storage cannot take (issue #11's 18 inputs that
 * answered 500): a NUL or an unpaired surrogate in any stored string, props nested thousands deep, forged history
 * cursors. Each is a 400 invalid_request, and nothing is stored.
 */
export function defineStoredInputApiSuite(api: ApiSuiteClient): void {
  const { call, post, admin, event } = api
  describe('input storage cannot take', () => {
    const refused = { status: 400, body: { error: 'invalid_request' } }

    const eventCases: [string, (text: string) => Record<string, unknown>][] = [
      ['props', (text) => event({ event: 'MODAL_OPEN', note: text })],
      ['a props key', (text) => event({ event: 'MODAL_OPEN', [text]: 1 })],
      ['event', (text) => event({ event: text })],
      ['url', (text) => ({ ...event({ event: 'MODAL_OPEN' }), url: text })],
      ['eventId', (text) => ({ ...event({ event: 'MODAL_OPEN' }), eventId: text })],
      ['errorType', (text) => event({ type: 'error', errorType: text, errorMessage: 'boom' })],
      ['errorMessage', (text) => event({ type: 'error', errorType: 'E', errorMessage: text })],
    ]
    for (const [field, body] of eventCases) {
      for (const [what, text] of [
        ['a NUL', NUL],
        ['an unpaired surrogate', LONE_SURROGATE],
      ] as const) {
        it(`400 for ${what} in ${field} of POST /e`, async () => {
          expect(await post(`/e?projectId=${LAB}`, body(text))).toMatchObject(refused)
        })
      }
    }

    it('400 for props nested thousands deep, or wider or larger than an event needs', async () => {
      // 5,000 deep does not fit the 16 KB of an event; in a larger body it is measured, not a stack overflow.
      const deepest = eventWithDeepProps(event({ event: 'X', deep: 'DEEP' }), 5_000)
      expect((await post(`/e?projectId=${LAB}`, deepest)).status).toBe(413)
      const rpc = `{"jsonrpc":"2.0","id":1,"method":"eth_call","params":[${nestedJson(5_000)}]}`
      expect(await post(`/v1/?chainId=eip155:9999&projectId=${LAB}`, rpc)).toMatchObject(refused)
      for (const depth of [1_500, 8]) {
        const body = eventWithDeepProps(event({ event: 'X', deep: 'DEEP' }), depth)
        expect(await post(`/e?projectId=${LAB}`, body)).toMatchObject(refused)
      }
      const shallow = eventWithDeepProps(event({ event: 'X', deep: 'DEEP' }), 6)
      expect((await post(`/e?projectId=${LAB}`, shallow)).status).toBe(202)
      const wide = Object.fromEntries(Array.from({ length: 300 }, (_, i) => [`k${i}`, i]))
      expect(await post(`/e?projectId=${LAB}`, event({ event: 'X', ...wide }))).toMatchObject(refused)
      expect(
        await post(`/e?projectId=${LAB}`, event({ event: 'X', blob: 'x'.repeat(13_000) })),
      ).toMatchObject(refused)
    })

    it('400 for a NUL or an unpaired surrogate in the attributes of a name registration', async () => {
      const account = privateKeyToAccount(generatePrivateKey())
      for (const attributes of [{ avatar: NUL }, { avatar: LONE_SURROGATE }, { [NUL]: 'x' }]) {
        const message = JSON.stringify({ name: 'stored-input', attributes, timestamp: Date.now() })
        const answer = await post(`/v1/profile/account?projectId=${LAB}`, {
          coinType: 60,
          address: account.address,
          message,
          signature: await account.signMessage({ message }),
        })
        expect(answer).toMatchObject(refused)
      }
    })

    it('400 for a NUL in a path or query parameter', async () => {
      expect(await call(`/v1/profile/suggestions/ab%00cd?projectId=${LAB}`)).toMatchObject(refused)
      expect(await post(`/e?projectId=${LAB}&st=a%00b`, event({ event: 'X' }))).toMatchObject(refused)
    })

    it('400 for forged history cursors', async () => {
      const history = `/v1/account/0x${'ab'.repeat(20)}/history?projectId=${LAB}&cursor=`
      const minedAt = '2026-01-01T00:00:00.000Z'
      for (const forged of [
        [minedAt, '1'.repeat(20), 0, 'eip155:1'],
        [minedAt, '9223372036854775808', 0, 'eip155:1'],
        [minedAt, '1', 2 ** 40, 'eip155:1'],
        [minedAt, '1', -1, 'eip155:1'],
        ['1', '1', 0, 'eip155:1'],
        ['+275760-09-13T00:00:00.000Z', '1', 0, 'eip155:1'],
        ['2026-02-30T00:00:00.000Z', '1', 0, 'eip155:1'],
        [minedAt, '1', 0, NUL],
      ]) {
        expect(await call(`${history}${cursor(forged)}`), JSON.stringify(forged)).toMatchObject(refused)
      }
      expect(
        (await call(`${history}${cursor([minedAt, '9223372036854775807', 2 ** 31 - 1, 'eip155:1'])}`)).status,
      ).toBe(200)
    })

    it('stores an event once per eventId: a retried event is accepted and not stored again', async () => {
      const once = event({ event: 'RETRIED_EVENT' })
      expect(await post(`/e?projectId=${LAB}`, once)).toMatchObject({ status: 202, body: { accepted: true } })
      expect(await post(`/e?projectId=${LAB}`, once)).toMatchObject({ status: 202, body: { accepted: true } })
      const report = event({ type: 'error', errorType: 'RetriedError', errorMessage: 'again' })
      expect((await post(`/e?projectId=${LAB}`, report)).status).toBe(202)
      expect((await post(`/e?projectId=${LAB}`, report)).status).toBe(202)
      const events = (await admin(`/projects/${LAB}/events?limit=1000`)).body.events
      expect(events.filter((e: { eventId: string }) => e.eventId === once.eventId)).toHaveLength(1)
      const errors = (await admin(`/projects/${LAB}/events?kind=error&limit=1000`)).body.events
      expect(errors.filter((e: { eventId: string }) => e.eventId === report.eventId)).toHaveLength(1)
    })

    it('413 for a POST /e body over 16 KB', async () => {
      expect(
        await post(`/e?projectId=${LAB}`, event({ event: 'X', blob: 'x'.repeat(17_000) })),
      ).toMatchObject({
        status: 413,
        body: { error: 'payload_too_large' },
      })
    })
  })
}
