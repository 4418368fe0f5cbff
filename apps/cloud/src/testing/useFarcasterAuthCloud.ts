import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { LOCAL_FARCASTER_ACCOUNTS } from '@portico/devnet'
import { afterAll, beforeAll } from 'vitest'
import { type RunningCloud, startCloud } from '../startCloud.js'
import { testConfig } from './testConfig.js'

/**
 * For a test file: a cloud whose Farcaster relay stand-in knows the devnet's test fids and takes login requests from
 * `secureOrigin`, started before the file's tests and stopped after them. `relayUrl` is what a wallet app posts to.
 */
export function useFarcasterAuthCloud(secureOrigin: string): {
  readonly cloud: RunningCloud
  readonly relayUrl: string
} {
  let cloud: RunningCloud | undefined
  let dataDir: string | undefined
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'portico-farcaster-auth-'))
    cloud = await startCloud(
      testConfig({
        dataDir,
        emailAuth: { mailFrom: 'Portico <login@portico.local>', secureSiteOrigins: [secureOrigin] },
        farcasterAuth: { accounts: [...LOCAL_FARCASTER_ACCOUNTS], channelLifetimeMs: 5 * 60_000 },
      }),
    )
  })
  afterAll(async () => {
    await cloud?.stop()
    if (dataDir) await rm(dataDir, { recursive: true, force: true })
  })
  return {
    get cloud() {
      if (!cloud) throw new Error('the Farcaster login cloud is not started')
      return cloud
    },
    get relayUrl() {
      return `${this.cloud.url}/farcaster`
    },
  }
}
