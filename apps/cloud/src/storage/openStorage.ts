import type { Logger } from '../log/createLogger.js'
import { createPgliteStorage } from './createPgliteStorage.js'
import { createPgliteWorkerStorage } from './createPgliteWorkerStorage.js'
import { createPostgresStorage } from './createPostgresStorage.js'
import { runMigrations } from './runMigrations.js'
import type { Storage } from './Storage.js'
import { secureDataDir } from './secureDataDir.js'

export type OpenStorageParameters = {
  databaseUrl?: string | undefined
  dataDir: string
  /** Runs PGlite in a worker thread (`PGLITE_WORKER=on`), off the node's event loop. */
  pgliteWorker?: boolean | undefined
  logger?: Logger | undefined
}

/**
 * Makes the data folder the owner's alone (0700), opens PostgreSQL when a URL is given, else PGlite in the data
 * folder, and applies pending migrations.
 */
export async function openStorage({
  databaseUrl,
  dataDir,
  pgliteWorker,
  logger,
}: OpenStorageParameters): Promise<Storage> {
  if (!(await secureDataDir(dataDir))) {
    logger?.warn(
      'data folder: not its owner, so it could not be made 0700; make the user running the cloud own it',
      {
        dataDir,
      },
    )
  }
  const storage = databaseUrl
    ? await createPostgresStorage(databaseUrl)
    : await (pgliteWorker ? createPgliteWorkerStorage : createPgliteStorage)(`${dataDir}/pglite`, {
        onFlushFailed: (error) =>
          logger?.warn('pglite: flush to disk failed, retrying', {
            reason: error instanceof Error ? error.message : String(error),
          }),
      })
  try {
    await runMigrations(storage)
  } catch (error) {
    await storage.close()
    throw error
  }
  return storage
}
