import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestSchema } from '../testing/createTestSchema.js'
import { seedPgliteDataDir } from '../testing/seedPgliteDataDir.js'
import { type CloudProcess, spawnCloudProcess } from '../testing/spawnCloudProcess.js'
import { openStorage } from './openStorage.js'

const databaseUrl = process.env.TEST_DATABASE_URL
const LAB = 'portico-lab'
const ORIGIN = 'http://localhost:5173'
/** Events acknowledged before the kill; writers keep going while it lands. */
const ACKNOWLEDGED_BEFORE_KILL = 150
const WRITERS = 6

/**
 * Posts events from several writers until `ACKNOWLEDGED_BEFORE_KILL` were acknowledged, kills the cloud with
 * SIGKILL while requests are in flight, and returns the ids it acknowledged and the ids of events sent but not
 * acknowledged.
 */
async function writeUntilKilled(
  cloud: CloudProcess,
): Promise<{ acknowledged: Set<string>; attempted: number }> {
  const acknowledged = new Set<string>()
  let attempted = 0
  let killing: Promise<void> | undefined
  const writer = async (writerId: number) => {
    for (let i = 0; ; i++) {
      const eventId = `w${writerId}-${i}`
      attempted++
      try {
        const response = await fetch(`${cloud.url}/e?projectId=${LAB}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: ORIGIN },
          body: JSON.stringify({
            eventId,
            url: `${ORIGIN}/`,
            domain: 'localhost',
            timestamp: Date.now(),
            props: { event: 'MODAL_OPEN', writer: writerId },
          }),
        })
        const body = (await response.json()) as { accepted?: boolean }
        if (response.status === 202 && body.accepted) acknowledged.add(eventId)
      } catch {
        // The process is gone: this request was never acknowledged.
        return
      }
      if (acknowledged.size >= ACKNOWLEDGED_BEFORE_KILL) killing ??= cloud.kill9()
    }
  }
  await Promise.all(Array.from({ length: WRITERS }, (_, index) => writer(index)))
  await killing
  return { acknowledged, attempted }
}

describe.each([
  { kind: 'pglite', skip: false },
  { kind: 'postgres', skip: !databaseUrl },
])(
  'kill -9 during writes on $kind: every acknowledged event is stored (PostgreSQL needs TEST_DATABASE_URL)',
  ({ kind, skip }) => {
    const cleanup: (() => Promise<void>)[] = []
    afterEach(async () => {
      for (const step of cleanup.splice(0).reverse()) await step()
    })

    it.skipIf(skip)('keeps every event it answered 202 to', { timeout: 180_000 }, async () => {
      const dataDir = await mkdtemp(join(tmpdir(), `portico-kill-${kind}-`))
      cleanup.push(() => rm(dataDir, { recursive: true, force: true }))
      let url: string | undefined
      if (kind === 'postgres') {
        const schema = await createTestSchema(databaseUrl ?? '')
        cleanup.push(() => schema.drop())
        url = schema.url
      } else {
        // A migrated database from the template: the kill is the test, not PGlite's initdb (tens of seconds when busy).
        seedPgliteDataDir(dataDir)
      }
      const cloud = await spawnCloudProcess({
        env: {
          DATA_DIR: dataDir,
          ...(url ? { DATABASE_URL: url } : {}),
          CLIENT_RATE_LIMIT_PER_MINUTE: '1000000',
          NO_ORIGIN_RATE_LIMIT_PER_MINUTE: '1000000',
        },
      })
      const { acknowledged, attempted } = await writeUntilKilled(cloud)

      const storage = await openStorage({ databaseUrl: url, dataDir })
      cleanup.push(() => storage.close())
      const stored = new Set(
        (
          await storage.query<{ event_id: string }>(
            'select event_id from analytics_events where project_id = $1',
            [LAB],
          )
        ).map((row) => row.event_id),
      )
      const lost = [...acknowledged].filter((eventId) => !stored.has(eventId))
      console.info(
        `kill -9 on ${kind}: ${attempted} sent, ${acknowledged.size} acknowledged, ${stored.size} stored, ${lost.length} acknowledged but lost`,
      )
      expect(acknowledged.size).toBeGreaterThanOrEqual(ACKNOWLEDGED_BEFORE_KILL)
      expect(lost).toEqual([])
    })
  },
)
