import { expect, it } from 'vitest'
import { DEFAULT_CLOUD_LIMITS } from '../../constants/serverLimits.js'
import { callSecureRoute } from '../../testing/callSecureRoute.js'
import { useEmailAuthCloud } from '../../testing/useEmailAuthCloud.js'

const SECURE_ORIGIN = 'http://127.0.0.1:4410'
// Behind a trusted proxy (the test itself, on 127.0.0.1), whose X-Forwarded-For names the client; small budgets.
const world = useEmailAuthCloud(SECURE_ORIGIN, {
  trustedProxies: ['127.0.0.1', '::1'],
  limits: {
    ...DEFAULT_CLOUD_LIMITS,
    loginMailsPerClientPerHour: 3,
    loginMailsPerProjectPerHour: 5,
  },
})
const call = callSecureRoute(() => world.cloud.url, SECURE_ORIGIN)

const DEVICE = 'd'.repeat(43)
/** A code request for `email` from the client at `address`, as the proxy forwards it. */
const ask = (address: string, email: string) =>
  call('POST', '/auth/v1/email/code', {
    body: { email, deviceId: DEVICE },
    headers: { 'x-forwarded-for': address },
  })

it('mails at most the client address’s budget an hour, then the project’s, whatever the addresses mailed', async () => {
  const statuses = async (address: string, count: number, prefix: string) => {
    const seen = []
    for (let i = 0; i < count; i++) seen.push(await ask(address, `${prefix}-${i}@example.com`))
    return seen
  }
  // One client, many addresses: three mails, then 429 email_limit with the seconds left in the hour.
  const first = await statuses('203.0.113.1', 5, 'one')
  expect(first.map((answer) => answer.status)).toEqual([200, 200, 200, 429, 429])
  expect(first[3]?.body).toMatchObject({
    error: 'email_limit',
    message: 'Too many login e-mails, try again later',
  })
  const seconds = Number(first[3]?.headers.get('retry-after'))
  expect(seconds).toBeGreaterThan(3_500)
  expect(seconds).toBeLessThanOrEqual(3_600)
  expect(world.inbox.messages('one-3@example.com')).toEqual([])

  // Another client has its own budget, inside the project's five an hour.
  expect((await statuses('203.0.113.2', 3, 'two')).map((answer) => answer.status)).toEqual([200, 200, 429])
  expect((await statuses('198.51.100.7', 1, 'three')).map((answer) => answer.body.error)).toEqual([
    'email_limit',
  ])
  expect(world.inbox.messages().length).toBe(5)
})
