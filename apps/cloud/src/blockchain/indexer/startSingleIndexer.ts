import { setTimeout as delay } from 'node:timers/promises'
import pg from 'pg'
import { INDEXER_LOCK_RETRY_MS } from '../../constants/cacheLifetimes.js'
import type { Logger } from '../../log/createLogger.js'
import { type Indexer, type StartIndexerParameters, startIndexer } from './startIndexer.js'

export type StartSingleIndexerParameters = StartIndexerParameters & {
  /** The PostgreSQL the nodes share; without it (PGlite, one process per data folder) the indexer just runs. */
  databaseUrl?: string | undefined
}

/** First key of the lock; the second is the schema's hash, so deployments in other schemas index on their own. */
const INDEXER_LOCK_CLASS = 5_505_002
const LOCK = `(${INDEXER_LOCK_CLASS}, hashtext(current_schema()))`

/**
 * Runs the indexer on one node at a time: the node holding a PostgreSQL session advisory lock indexes, the others
 * stand by and ask again every INDEXER_LOCK_RETRY_MS. The lock lives as long as its connection, so a node that
 * stops (or dies, or loses the database) lets another take over; the holder checks its connection as often and
 * stops indexing as soon as it fails. Logs `indexer lock acquired`, `indexer standing
 * by`, `indexer lock lost` and `indexer lock released`.
 */
export function startSingleIndexer({ databaseUrl, ...parameters }: StartSingleIndexerParameters): Indexer {
  if (!databaseUrl) return startIndexer(parameters)
  const log = parameters.logger.child({ component: 'indexer-lock' })
  const controller = new AbortController()
  const running = lead(databaseUrl, parameters, log, controller.signal)
  return {
    async stop() {
      controller.abort()
      await running
    },
  }
}

async function lead(
  databaseUrl: string,
  parameters: StartIndexerParameters,
  log: Logger,
  signal: AbortSignal,
): Promise<void> {
  let standingBy = false
  while (!signal.aborted) {
    // Keep-alive and a heartbeat notice a dead connection (whose lock the database will drop) soon.
    const client = new pg.Client({ connectionString: databaseUrl, keepAlive: true })
    let markLost: (error: Error) => void = () => undefined
    const lost = new Promise<Error>((resolve) => {
      markLost = resolve
      client.on('error', resolve)
      client.once('end', () => resolve(new Error('connection ended')))
    })
    try {
      await client.connect()
      const [row] = (await client.query<{ locked: boolean }>(`select pg_try_advisory_lock${LOCK} as locked`))
        .rows
      if (row?.locked) {
        standingBy = false
        log.info('indexer lock acquired')
        const indexer = startIndexer(parameters)
        const aborted = new Promise<'stopped'>((resolve) =>
          signal.addEventListener('abort', () => resolve('stopped'), { once: true }),
        )
        const heartbeat = setInterval(() => {
          client.query('select 1').catch((error: Error) => markLost(error))
        }, INDEXER_LOCK_RETRY_MS)
        const outcome = signal.aborted ? 'stopped' : await Promise.race([aborted, lost])
        clearInterval(heartbeat)
        await indexer.stop()
        if (outcome === 'stopped') {
          await client.query(`select pg_advisory_unlock${LOCK}`).catch(() => undefined)
          log.info('indexer lock released')
        } else {
          log.warn('indexer lock lost, stopped indexing', { reason: outcome.message })
        }
      } else if (!standingBy) {
        standingBy = true
        log.info('indexer standing by: another node holds the lock', { retryMs: INDEXER_LOCK_RETRY_MS })
      }
    } catch (error) {
      log.warn('indexer lock: database unreachable, retrying', {
        reason: error instanceof Error ? error.message : String(error),
      })
    } finally {
      await client.end().catch(() => undefined)
    }
    await delay(INDEXER_LOCK_RETRY_MS, undefined, { signal }).catch(() => undefined)
  }
}
