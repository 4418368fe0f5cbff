import { Worker } from 'node:worker_threads'
import type { CreatePgliteStorageOptions } from './createPgliteStorage.js'
import type { PgliteWorkerAnswer, PgliteWorkerError, PgliteWorkerRequest } from './pgliteWorkerProtocol.js'
import type { Queryable, Storage } from './Storage.js'

type Pending = { resolve(result: unknown): void; reject(error: Error): void }
type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never

/** The worker's error, with its fields (`code`, …) back on it, so callers read it as PGlite's own. */
const rebuild = ({ message, fields }: PgliteWorkerError) => Object.assign(new Error(message), fields)

/** tsx's loader, for a worker started from the sources. */
const SOURCE_LOADER = 'tsx/esm/api'

/**
 * The worker's module beside this one: `.js` once built; from source (tsx, vitest), its `.ts`, loaded through tsx's
 * loader registered in the worker first (a worker does not take the loader of the thread that starts it).
 */
function startWorker(dataDir: string): Worker {
  if (!import.meta.url.endsWith('.ts'))
    return new Worker(new URL('./pgliteStorageWorker.js', import.meta.url), { workerData: { dataDir } })
  const entry = new URL('./pgliteStorageWorker.ts', import.meta.url).href
  // tsx is a development dependency: the built package never takes this branch, and names it only as data.
  const loader = JSON.stringify(SOURCE_LOADER)
  return new Worker(
    `import(${loader}).then(({ register }) => { register(); return import(${JSON.stringify(entry)}) })`,
    { eval: true, workerData: { dataDir } },
  )
}

/**
 * The same storage as `createPgliteStorage` (same files, same flushes to disk), run in a worker thread: PGlite
 * executes each statement synchronously on the thread that owns it, so there it no longer holds up the node's
 * requests and sockets. Each statement crosses the thread (a structured clone of its parameters and rows).
 */
export async function createPgliteWorkerStorage(
  dataDir: string,
  { onFlushFailed }: CreatePgliteStorageOptions = {},
): Promise<Storage> {
  const worker = startWorker(dataDir)
  const pending = new Map<number, Pending>()
  let nextId = 1
  let failure: Error | undefined
  const ready = new Promise<void>((resolve, reject) => pending.set(0, { resolve: () => resolve(), reject }))
  const failAll = (error: Error) => {
    failure ??= error
    for (const waiting of pending.values()) waiting.reject(error)
    pending.clear()
  }
  worker.on('message', (answer: PgliteWorkerAnswer) => {
    if ('flushFailed' in answer) return onFlushFailed?.(new Error(answer.flushFailed))
    const waiting = pending.get(answer.id)
    pending.delete(answer.id)
    if (answer.ok) waiting?.resolve(answer.result)
    else waiting?.reject(rebuild(answer.error))
  })
  worker.on('error', failAll)
  worker.on('exit', (code) => failAll(new Error(`the storage worker stopped (exit code ${code})`)))
  const call = <T>(request: WithoutId<PgliteWorkerRequest>): Promise<T> => {
    if (failure) return Promise.reject(failure)
    const id = nextId++
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: (result) => resolve(result as T), reject })
      worker.postMessage({ ...request, id })
    })
  }
  await ready.catch(async (error: unknown) => {
    await worker.terminate()
    throw error
  })
  let closed = false
  const query = <Row>(sql: string, params: readonly unknown[] = [], tx?: number) =>
    closed ? Promise.reject(new Error('storage is closed')) : call<Row[]>({ op: 'query', sql, params, tx })

  return {
    kind: 'pglite',
    query: (sql, params) => query(sql, params),
    exec: (sql) => call<void>({ op: 'exec', sql }),
    async transaction<T>(work: (tx: Queryable) => Promise<T>) {
      // A transaction is named by the id of the request that began it.
      const tx = nextId
      await call<void>({ op: 'begin' })
      let result: T
      try {
        result = await work({ query: (sql, params) => query(sql, params, tx) })
      } catch (error) {
        await call<void>({ op: 'end', tx, commit: false })
        throw error
      }
      await call<void>({ op: 'end', tx, commit: true })
      return result
    },
    async close() {
      if (closed) return
      closed = true
      await call<void>({ op: 'close' })
      await worker.terminate()
    },
  }
}
