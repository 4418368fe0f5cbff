import type { VaultRecords } from './VaultRecords.js'

const STORE = 'records'

const done = <Result>(request: IDBRequest<Result>) =>
  new Promise<Result>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
  })

/** The share vault's records in this origin's IndexedDB (database `name`, one object store). */
export async function openIdbRecords(name: string): Promise<VaultRecords> {
  const open = indexedDB.open(name, 1)
  open.onupgradeneeded = () => open.result.createObjectStore(STORE)
  const database = await done(open)
  const store = (mode: IDBTransactionMode) => database.transaction(STORE, mode).objectStore(STORE)
  return {
    get: (key) => done(store('readonly').get(key)),
    put: async (key, value) => void (await done(store('readwrite').put(value, key))),
    claim: async (key, value) => {
      // `add` fails when the key exists: two frames of this origin starting at once keep one and the same value.
      await done(store('readwrite').add(value, key)).catch(() => undefined)
      return done(store('readonly').get(key))
    },
    delete: async (key) => void (await done(store('readwrite').delete(key))),
  }
}
