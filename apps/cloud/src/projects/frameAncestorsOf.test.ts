import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { LOCAL_FARCASTER_ACCOUNTS } from '@portico/devnet'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningCloud, startCloud } from '../startCloud.js'
import { callSecureRoute } from '../testing/callSecureRoute.js'
import { testConfig } from '../testing/testConfig.js'

const SECURE_ORIGIN = 'http://127.0.0.1:4410'
/** The lab project's own page, and pages only the development defaults cover. */
const LAB_PAGE = 'http://127.0.0.1:5173'
const LOCAL_PAGE = 'http://localhost:3000'
const PREVIEW_PAGE = 'https://attacker.vercel.app'

/** A cloud in development or in production, with the Farcaster login on for the secure site's origin. */
function useCloud(development: boolean) {
  let cloud: RunningCloud | undefined
  let dataDir = ''
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'portico-frame-ancestors-'))
    cloud = await startCloud(
      testConfig({
        dataDir,
        development,
        emailAuth: { mailFrom: 'Portico <login@portico.local>', secureSiteOrigins: [SECURE_ORIGIN] },
        farcasterAuth: { accounts: [...LOCAL_FARCASTER_ACCOUNTS], channelLifetimeMs: 60_000 },
      }),
    )
  })
  afterAll(async () => {
    await cloud?.stop()
    if (dataDir) await rm(dataDir, { recursive: true, force: true })
  })
  const url = () => cloud?.url ?? ''
  const call = callSecureRoute(url, SECURE_ORIGIN)
  return {
    frameAncestors: async () =>
      (
        (await (await fetch(`${url()}/projects/v1/origins?projectId=portico-lab`)).json()) as {
          frameAncestors: string[]
        }
      ).frameAncestors,
    openChannelFor: async (page: string) =>
      (await call('POST', '/farcaster/v1/channel', { body: { siweUri: page, domain: new URL(page).host } }))
        .status,
  }
}

describe('a cloud in production', () => {
  const cloud = useCloud(false)

  it("lets only the project's allowed origins embed its frame: no localhost, no preview host", async () => {
    expect(await cloud.frameAncestors()).toEqual(['http://localhost:5173', 'http://127.0.0.1:5173'])
    expect(await cloud.openChannelFor(LAB_PAGE)).toBe(201)
    expect(await cloud.openChannelFor(LOCAL_PAGE)).toBe(403)
    expect(await cloud.openChannelFor(PREVIEW_PAGE)).toBe(403)
  })
})

describe('a cloud in development', () => {
  const cloud = useCloud(true)

  it('adds the development defaults (localhost, 127.0.0.1, the preview hosts) to the allowed origins', async () => {
    const ancestors = await cloud.frameAncestors()
    expect(ancestors).toEqual(
      expect.arrayContaining(['http://localhost:*', 'https://*.vercel.app', LAB_PAGE]),
    )
    expect(await cloud.openChannelFor(LOCAL_PAGE)).toBe(201)
    expect(await cloud.openChannelFor(PREVIEW_PAGE)).toBe(201)
  })
})
