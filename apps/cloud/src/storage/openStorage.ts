import { createPgliteStorage } from './createPgliteStorage.js'
import { createPostgresStorage } from './createPostgresStorage.js'
import { runMigrations } from './runMigrations.js'
import type { Storage } from './Storage.js'

export type OpenStorageParameters = { databaseUrl?: string | undefined; dataDir: string }

/** Opens PostgreSQL when a URL is given, else PGlite in the data folder, and applies pending migrations. */
export async function openStorage({ databaseUrl, dataDir }: OpenStorageParameters): Promise<Storage> {
  const storage = databaseUrl
    ? await createPostgresStorage(databaseUrl)
    : await createPgliteStorage(`${dataDir}/pglite`)
  try {
    await runMigrations(storage)
  } catch (error) {
    await storage.close()
    throw error
  }
  return storage
}
