import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type MailInbox, startMailInbox } from '@portico/devnet'
import { afterAll, beforeAll } from 'vitest'
import type { CloudConfig } from '../config/CloudConfig.js'
import { type RunningCloud, startCloud } from '../startCloud.js'
import { testConfig } from './testConfig.js'

/**
 * For a test file: a cloud that mails its login codes to a real local SMTP inbox and takes e-mail login requests
 * from `secureOrigin`, started before the file's tests and stopped after them; `overrides` change the test
 * configuration (limits, trusted proxies).
 */
export function useEmailAuthCloud(
  secureOrigin: string,
  overrides: Partial<Omit<CloudConfig, 'dataDir' | 'emailAuth'>> = {},
): {
  readonly cloud: RunningCloud
  readonly inbox: MailInbox
} {
  let inbox: MailInbox | undefined
  let cloud: RunningCloud | undefined
  let dataDir: string | undefined
  beforeAll(async () => {
    inbox = await startMailInbox()
    dataDir = await mkdtemp(join(tmpdir(), 'portico-email-auth-'))
    cloud = await startCloud(
      testConfig({
        ...overrides,
        dataDir,
        emailAuth: {
          smtpUrl: inbox.smtpUrl,
          mailFrom: 'Portico <login@portico.local>',
          secureSiteOrigins: [secureOrigin],
        },
      }),
    )
  })
  afterAll(async () => {
    await cloud?.stop()
    await inbox?.stop()
    if (dataDir) await rm(dataDir, { recursive: true, force: true })
  })
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the e-mail login cloud is not started')
    return value
  }
  return {
    get cloud() {
      return started(cloud)
    },
    get inbox() {
      return started(inbox)
    },
  }
}
