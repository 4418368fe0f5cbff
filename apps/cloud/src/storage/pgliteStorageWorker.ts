import { parentPort, workerData } from 'node:worker_threads'
import { createPgliteStorage } from './createPgliteStorage.js'
import type { PgliteWorkerAnswer, PgliteWorkerError, PgliteWorkerRequest } from './pgliteWorkerProtocol.js'
import type { Queryable } from './Storage.js'

/**
 * The PGlite storage of one node, run in a worker thread (`createPgliteWorkerStorage`): its statements, checkpoints
 * and flushes use this thread, not the node's event loop.
 */
const port = parentPort
if (!port) throw new Error('pgliteStorageWorker runs as a worker thread')
const { dataDir } = workerData as { dataDir: string }
const post = (answer: PgliteWorkerAnswer) => port.postMessage(answer)
const errorOf = (error: unknown): PgliteWorkerError => ({
  message: error instanceof Error ? error.message : String(error),
  fields: typeof error === 'object' && error !== null ? { ...error } : {},
})

const storage = await createPgliteStorage(dataDir, {
  onFlushFailed: (error) => post({ id: 0, flushFailed: errorOf(error).message }),
})
/** Open transactions: their queries, how each ends, and its outcome (the commit or the rollback done). */
const transactions = new Map<number, { tx: Queryable; end(commit: boolean): void; done: Promise<void> }>()
class RolledBack extends Error {}

const begin = (id: number) =>
  new Promise<void>((begun, failed) => {
    let started = false
    let end: (commit: boolean) => void = () => undefined
    const done = storage
      .transaction(
        (tx) =>
          new Promise<void>((committed, rolledBack) => {
            started = true
            end = (commit) => (commit ? committed() : rolledBack(new RolledBack()))
            transactions.set(id, { tx, end: (commit) => end(commit), done })
            begun()
          }),
      )
      .catch((error: unknown) => {
        if (error instanceof RolledBack) return
        if (!started) failed(error)
        throw error
      })
    done.catch(() => undefined)
  })

const run = async (request: PgliteWorkerRequest): Promise<unknown> => {
  switch (request.op) {
    case 'query': {
      const target = request.tx === undefined ? storage : transactions.get(request.tx)?.tx
      if (!target) throw new Error('the transaction has ended')
      return target.query(request.sql, request.params)
    }
    case 'exec':
      return storage.exec(request.sql)
    case 'begin':
      return begin(request.id)
    case 'end': {
      const open = transactions.get(request.tx)
      if (!open) throw new Error('the transaction has ended')
      transactions.delete(request.tx)
      open.end(request.commit)
      return open.done
    }
    case 'close':
      // The main thread ends the worker once this is answered.
      return storage.close()
  }
}

port.on('message', (request: PgliteWorkerRequest) => {
  run(request).then(
    (result) => post({ id: request.id, ok: true, result }),
    (error: unknown) => post({ id: request.id, ok: false, error: errorOf(error) }),
  )
})
post({ id: 0, ok: true })
