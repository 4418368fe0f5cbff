import type { ShareVault } from './createShareVault.js'
import { StorageBlockedError } from './StorageBlockedError.js'

/**
 * The frame's share vault in this origin's IndexedDB (`databaseName`), loaded on its first use (a lazy chunk: the
 * frame page's first JS stays small); `legacy` is where earlier versions kept plain device shares (migrated on read).
 * A failed open is tried again on the next use; a database the browser refuses (a cross-site frame whose storage is
 * blocked: 'The user denied permission to access the database') is a StorageBlockedError.
 */
export function loadShareVault(
  databaseName: string,
  legacy: Pick<Storage, 'getItem' | 'removeItem'>,
): ShareVault {
  let vault: Promise<ShareVault> | undefined
  const open = () => {
    vault ??= Promise.all([import('./createShareVault.js'), import('./openIdbRecords.js')])
      .then(async ([{ createShareVault }, { openIdbRecords }]) =>
        createShareVault(
          await openIdbRecords(databaseName).catch(() => {
            throw new StorageBlockedError()
          }),
          legacy,
        ),
      )
      .catch((error: unknown) => {
        vault = undefined
        throw error
      })
    return vault
  }
  return {
    read: async (name) => (await open()).read(name),
    write: async (name, share) => (await open()).write(name, share),
    remove: async (name) => (await open()).remove(name),
  }
}
