import { expect, it } from 'vitest'
import { SHARED_CLOUD_SECURE_ORIGIN as SECURE_ORIGIN } from '../testing/sharedCloudSecureOrigin.js'
import { sharedEmailCloud } from '../testing/sharedEmailCloud.js'
import { createCloudAuth } from './createCloudAuth.js'

const world = sharedEmailCloud()
const DEVICE = 'e'.repeat(43)

/**
 * The frame's client of the real cloud, as the browser calls it (the secure site's Origin), recording each answer's
 * status; `oldCloud` drops the frame's `missing=null`, so the cloud answers as one from before it did.
 */
function frameAuth({ oldCloud = false } = {}) {
  const statuses: number[] = []
  const auth = createCloudAuth({
    cloudUrl: world.cloudUrl,
    projectId: 'portico-lab',
    fetch: async (input, init) => {
      const url = new URL(String(input))
      if (oldCloud) url.searchParams.delete('missing')
      const response = await fetch(url, {
        ...init,
        headers: { ...(init?.headers as object), origin: SECURE_ORIGIN },
      })
      statuses.push(response.status)
      return response
    },
  })
  return { auth, statuses }
}

async function logIn(email: string): Promise<string> {
  const { auth } = frameAuth()
  await auth.requestCode(email, DEVICE)
  const code = (await world.messages(email)).at(-1)?.text.match(/\b(\d{6})\b/)?.[1] ?? ''
  return (await auth.verifyCode(email, code, DEVICE)).token
}

const WALLET = {
  share: 'AbC-_123',
  addresses: {
    eip155: `0x${'cd'.repeat(20)}` as const,
    solana: '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T',
  },
}

it('reads "no wallet yet" from an ordinary answer, no failed request, and the share once it exists', async () => {
  const token = await logIn('new-wallet@example.com')
  const { auth, statuses } = frameAuth()
  expect(await auth.findShare(token)).toBeUndefined()
  expect(statuses).toEqual([200])
  await expect(auth.readShare(token)).rejects.toMatchObject({ status: 404, code: 'not_found' })
  await auth.saveShare(token, WALLET.share, WALLET.addresses)
  expect(await auth.findShare(token)).toEqual(WALLET)
  expect(await auth.readShare(token)).toEqual(WALLET)
})

it('reads a cloud from before that answer: its 404 is "no wallet yet" as well', async () => {
  const token = await logIn('old-cloud@example.com')
  const { auth, statuses } = frameAuth({ oldCloud: true })
  expect(await auth.findShare(token)).toBeUndefined()
  expect(statuses).toEqual([404])
  await auth.saveShare(token, WALLET.share, WALLET.addresses)
  expect(await auth.findShare(token)).toEqual(WALLET)
})

it('keeps the share route authenticated: a session that is not one is refused, not answered "no wallet"', async () => {
  const { auth } = frameAuth()
  await expect(auth.findShare('x'.repeat(43))).rejects.toMatchObject({ status: 401 })
})
