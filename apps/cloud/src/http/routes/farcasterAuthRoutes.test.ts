import { LOCAL_FARCASTER_ACCOUNTS, localFarcasterCustody } from '@portico/devnet'
import { approveFarcasterChannel, signFarcasterSignIn } from '@portico/testing'
import { expect, it } from 'vitest'
import { hashSecret } from '../../emailAuth/hashSecret.js'
import {
  FARCASTER_CHANNELS_PER_MINUTE,
  FARCASTER_EXPIRED_CHANNEL_RETENTION_MS,
} from '../../farcasterAuth/farcasterAuthLimits.js'
import { callSecureRoute } from '../../testing/callSecureRoute.js'
import { useFarcasterAuthCloud } from '../../testing/useFarcasterAuthCloud.js'

const SECURE_ORIGIN = 'http://127.0.0.1:4410'
const DAPP = 'http://127.0.0.1:5173'
const [ada, grace] = LOCAL_FARCASTER_ACCOUNTS as [
  (typeof LOCAL_FARCASTER_ACCOUNTS)[number],
  (typeof LOCAL_FARCASTER_ACCOUNTS)[number],
]
const world = useFarcasterAuthCloud(SECURE_ORIGIN)

const call = callSecureRoute(() => world.cloud.url, SECURE_ORIGIN)

const openChannel = async () => {
  const opened = await call('POST', '/farcaster/v1/channel', {
    body: { siweUri: DAPP, domain: '127.0.0.1:5173' },
  })
  expect(opened.status).toBe(201)
  return opened.body as { channelToken: string; url: string; nonce: string }
}
const relayUrl = () => world.relayUrl
const authenticate = (channelToken: string, body: unknown) =>
  call('POST', '/farcaster/v1/channel/authenticate', { origin: null, token: channelToken, body })
const status = (channelToken: string) =>
  call('GET', '/farcaster/v1/channel/status', { origin: null, token: channelToken })
const finish = (channelToken: string) => call('POST', '/auth/v1/farcaster/verify', { body: { channelToken } })

it('a channel approved by the fid custody key completes, and the frame turns it into a session once', async () => {
  const channel = await openChannel()
  const link = new URL(channel.url)
  expect(link.protocol).toBe('farcaster:')
  expect(link.searchParams.get('channelToken')).toBe(channel.channelToken)
  expect(link.searchParams.get('siweUri')).toBe(DAPP)
  expect(channel.nonce).toMatch(/^[A-Za-z0-9]{16}$/)

  expect(await status(channel.channelToken)).toMatchObject({ status: 202, body: { state: 'pending' } })
  // Not approved yet: no session.
  expect((await finish(channel.channelToken)).body.error).toBe('channel_pending')

  const completed = await approveFarcasterChannel({
    url: channel.url,
    relayUrl: relayUrl(),
    fid: ada.fid,
    custody: localFarcasterCustody(ada.fid),
  })
  expect(completed).toMatchObject({
    state: 'completed',
    fid: ada.fid,
    username: ada.username,
    custody: ada.custody,
  })
  const done = await status(channel.channelToken)
  expect(done).toMatchObject({
    status: 200,
    body: { state: 'completed', fid: ada.fid, nonce: channel.nonce },
  })
  expect(done.body.message).toContain(`farcaster://fid/${ada.fid}`)

  const opened = await finish(channel.channelToken)
  expect(opened.status).toBe(200)
  expect(opened.body).toMatchObject({
    socialProvider: 'farcaster',
    username: 'ada',
    token: expect.any(String),
  })
  const session = await call('GET', '/auth/v1/session', { token: opened.body.token })
  expect(session.body).toMatchObject({ socialProvider: 'farcaster', username: 'ada' })

  // Replays: the same answer again, and the session asked for twice.
  const { message, signature } = await signFarcasterSignIn({
    url: channel.url,
    fid: ada.fid,
    custody: localFarcasterCustody(ada.fid),
  })
  expect((await authenticate(channel.channelToken, { message, signature, fid: ada.fid })).body.error).toBe(
    'channel_used',
  )
  expect((await finish(channel.channelToken)).body.error).toBe('channel_used')
})

it('refuses a forged signature, another fid custody key, and a message signed for another channel', async () => {
  const channel = await openChannel()
  const signed = await signFarcasterSignIn({
    url: channel.url,
    fid: ada.fid,
    custody: localFarcasterCustody(ada.fid),
  })
  // Forged: grace's key signs a message that names ada's custody address.
  const forged = await localFarcasterCustody(grace.fid).signMessage({ message: signed.message })
  const refused = await authenticate(channel.channelToken, { ...signed, signature: forged, fid: ada.fid })
  expect(refused).toMatchObject({
    status: 401,
    body: { error: 'invalid_signature', details: { reason: 'signature' } },
  })

  /** Why the relay refuses `signer`'s Sign In With Farcaster message for `link`, sent to this channel as `fid`'s. */
  const refusal = async (link: string, signer: number, fid: number) => {
    const { message, signature } = await signFarcasterSignIn({
      url: link,
      fid,
      custody: localFarcasterCustody(signer),
    })
    return (await authenticate(channel.channelToken, { message, signature, fid })).body.details.reason
  }
  // Grace's key, her own address, but claiming ada's fid.
  expect(await refusal(channel.url, grace.fid, ada.fid)).toBe('signer is not the custody address of the fid')
  // A fid the registry does not know.
  expect(await refusal(channel.url, 999, 999)).toBe('unknown fid')
  // A valid answer to another channel (its nonce) replayed here.
  expect(await refusal((await openChannel()).url, ada.fid, ada.fid)).toBe('nonce')

  // None of it completed the channel.
  expect((await status(channel.channelToken)).body.state).toBe('pending')
  expect((await authenticate('A'.repeat(43), { ...signed, fid: ada.fid })).body.error).toBe('invalid_channel')
})

it('an expired channel refuses the answer and the status says so', async () => {
  const channel = await openChannel()
  // The channel's lifetime is over (as if 5 minutes passed).
  await world.cloud.storage.query('update farcaster_channels set expires_at = $2 where token_hash = $1', [
    hashSecret(channel.channelToken),
    Date.now() - 1,
  ])
  expect(await status(channel.channelToken)).toMatchObject({
    status: 410,
    body: { error: 'channel_expired' },
  })
  await expect(
    approveFarcasterChannel({
      url: channel.url,
      relayUrl: relayUrl(),
      fid: ada.fid,
      custody: localFarcasterCustody(ada.fid),
    }),
  ).rejects.toMatchObject({ status: 410, code: 'channel_expired' })
  expect((await finish(channel.channelToken)).body.error).toBe('channel_expired')
})

it('a channel that has just expired still says so to its frame after another visitor opens one; one long expired is gone', async () => {
  const [recent, old] = [await openChannel(), await openChannel()]
  const expire = (token: string, at: number) =>
    world.cloud.storage.query('update farcaster_channels set expires_at = $2 where token_hash = $1', [
      hashSecret(token),
      at,
    ])
  await expire(recent.channelToken, Date.now() - 1_000)
  await expire(old.channelToken, Date.now() - FARCASTER_EXPIRED_CHANNEL_RETENTION_MS - 1_000)
  // Another visitor's channel: opening one deletes the channels expired for longer than the retention only.
  await openChannel()
  expect(await status(recent.channelToken)).toMatchObject({ status: 410, body: { error: 'channel_expired' } })
  expect(await status(old.channelToken)).toMatchObject({ status: 401, body: { error: 'invalid_channel' } })
})

it('a channel ends at the expirationTime its creator asks for, never later than the cloud lifetime', async () => {
  const open = (expirationTime: unknown) =>
    call('POST', '/farcaster/v1/channel', {
      body: { siweUri: DAPP, domain: '127.0.0.1:5173', expirationTime },
    })
  const linkEnd = (url: string) => Date.parse(new URL(url).searchParams.get('expirationTime') ?? '')

  // Sooner than the cloud's 5 minutes: the link and the channel end then, and the cloud refuses it afterwards.
  const asked = new Date(Date.now() + 2_000)
  const short = (await open(asked.toISOString())).body as {
    channelToken: string
    url: string
    expiresAt: number
  }
  expect(short.expiresAt).toBe(asked.getTime())
  expect(linkEnd(short.url)).toBe(asked.getTime())
  expect((await status(short.channelToken)).status).toBe(202)
  await expect.poll(async () => (await status(short.channelToken)).status, { timeout: 10_000 }).toBe(410)
  await expect(
    approveFarcasterChannel({
      url: short.url,
      relayUrl: relayUrl(),
      fid: ada.fid,
      custody: localFarcasterCustody(ada.fid),
    }),
  ).rejects.toMatchObject({ status: 410, code: 'channel_expired' })

  // Later than the cloud's lifetime: capped (a time with an offset is read as such).
  const before = Date.now()
  const capped = (await open('2099-01-01T00:00:00+02:00')).body as { url: string; expiresAt: number }
  expect(capped.expiresAt).toBeGreaterThanOrEqual(before + 5 * 60_000)
  expect(capped.expiresAt).toBeLessThanOrEqual(Date.now() + 5 * 60_000)
  expect(linkEnd(capped.url)).toBe(capped.expiresAt)

  // A time already past, or not an ISO 8601 time: refused.
  for (const refused of [
    new Date(Date.now() - 1_000).toISOString(),
    '2099-01-01',
    'tomorrow',
    1_900_000_000_000,
  ])
    expect(await open(refused), String(refused)).toMatchObject({
      status: 400,
      body: { error: 'invalid_request' },
    })
})

it('a channel approved just before its expiry still becomes a session when the frame asks a moment later', async () => {
  const channel = await openChannel()
  await approveFarcasterChannel({
    url: channel.url,
    relayUrl: relayUrl(),
    fid: ada.fid,
    custody: localFarcasterCustody(ada.fid),
  })
  // Its lifetime ended between the approval and the frame's next poll.
  await world.cloud.storage.query('update farcaster_channels set expires_at = $2 where token_hash = $1', [
    hashSecret(channel.channelToken),
    Date.now() - 1,
  ])
  expect((await status(channel.channelToken)).body.state).toBe('completed')
  expect((await finish(channel.channelToken)).status).toBe(200)
})

it('only the secure site opens channels, for pages the project allows, and a client opens a limited number per minute', async () => {
  const body = { siweUri: DAPP, domain: '127.0.0.1:5173' }
  expect((await call('POST', '/farcaster/v1/channel', { body, origin: DAPP })).status).toBe(403)
  expect(
    (
      await call('POST', '/farcaster/v1/channel', {
        body: { siweUri: 'https://evil.example', domain: 'evil.example' },
      })
    ).body.error,
  ).toBe('origin_not_allowlisted')
  expect(
    (await call('POST', '/farcaster/v1/channel', { body: { siweUri: DAPP, domain: 'evil.example' } })).status,
  ).toBe(400)
  expect(
    (
      await call('POST', '/auth/v1/farcaster/verify', {
        body: { channelToken: 'A'.repeat(43) },
        origin: DAPP,
      })
    ).status,
  ).toBe(403)
  const answers: number[] = []
  for (let i = 0; i < FARCASTER_CHANNELS_PER_MINUTE + 1; i++)
    answers.push((await call('POST', '/farcaster/v1/channel', { body })).status)
  expect(answers.at(-1)).toBe(429)
})
