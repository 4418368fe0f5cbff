import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { seedPgliteDataDir, spawnCloudProcess } from '@portico/cloud/testing'
import { startMailInbox } from '@portico/devnet'
import type { TestProject } from 'vitest/node'
import { SHARED_CLOUD_SECURE_ORIGIN } from './sharedCloudSecureOrigin.js'

/** What the test configuration leaves unlimited (testConfig): every file's requests come from one client address. */
const UNLIMITED = '1000000000'

/**
 * The secure site's project setup: one cloud on PGlite that mails its login codes to one local inbox, started once
 * for every frame test file that shares it (`sharedEmailCloud`), where each file started its own (about a minute of
 * set-up and of importing the server per file on a loaded machine). The cloud runs in a process of its own, as an
 * operator runs it, not in vitest's, which serves the workers' modules: its answers do not wait on that work. The files
 * tell their data apart by their own e-mail addresses, and read the inbox over HTTP.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const inbox = await startMailInbox()
  const dataDir = await mkdtemp(join(tmpdir(), 'portico-secure-email-cloud-'))
  seedPgliteDataDir(dataDir)
  const cloud = await spawnCloudProcess({
    env: {
      DATA_DIR: dataDir,
      DEVELOPMENT: 'on',
      SEED: 'on',
      SMTP_URL: inbox.smtpUrl,
      SECURE_SITE_ORIGINS: SHARED_CLOUD_SECURE_ORIGIN,
      CLIENT_RATE_LIMIT_PER_MINUTE: UNLIMITED,
      NO_ORIGIN_RATE_LIMIT_PER_MINUTE: UNLIMITED,
      UNKNOWN_PROJECT_LOOKUPS_PER_MINUTE: UNLIMITED,
      LOGIN_MAILS_PER_CLIENT_PER_HOUR: UNLIMITED,
    },
  }).catch(async (error: unknown) => {
    await inbox.stop()
    await rm(dataDir, { recursive: true, force: true })
    throw error
  })
  project.provide('sharedEmailCloud', { cloudUrl: cloud.url, inboxUrl: inbox.httpUrl })
  return async () => {
    await cloud.stop()
    await inbox.stop()
    await rm(dataDir, { recursive: true, force: true })
  }
}
