import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startCloud, testConfig } from '@portico/cloud/testing'
import { startMailInbox } from '@portico/devnet'
import type { TestProject } from 'vitest/node'
import { SHARED_CLOUD_SECURE_ORIGIN } from './sharedCloudSecureOrigin.js'

/**
 * The secure site's project setup: one cloud on PGlite that mails its login codes to one local inbox, started once
 * for every frame test file that shares it (`sharedEmailCloud`), where each file started its own (about a minute of
 * set-up and of importing the server per file on a loaded machine). The files tell their data apart by their own
 * e-mail addresses; they reach the inbox over HTTP, as it runs in this process and not in theirs.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const inbox = await startMailInbox()
  const dataDir = await mkdtemp(join(tmpdir(), 'portico-secure-email-cloud-'))
  const cloud = await startCloud(
    testConfig({
      dataDir,
      emailAuth: {
        smtpUrl: inbox.smtpUrl,
        mailFrom: 'Portico <login@portico.local>',
        secureSiteOrigins: [SHARED_CLOUD_SECURE_ORIGIN],
      },
    }),
  ).catch(async (error: unknown) => {
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
