/** A request from the node's main thread to its PGlite worker (`createPgliteWorkerStorage`). */
export type PgliteWorkerRequest = { id: number } & (
  | { op: 'query'; sql: string; params: readonly unknown[]; tx?: number | undefined }
  | { op: 'exec'; sql: string }
  | { op: 'begin' }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'close' }
)

/** An error as it crosses the thread: its message and own fields (`code`, `detail`, …), which a clone would drop. */
export type PgliteWorkerError = { message: string; fields: Record<string, unknown> }

/** The worker's answer to request `id`, or a failed background flush (`id` 0). */
export type PgliteWorkerAnswer =
  | { id: number; ok: true; result?: unknown }
  | { id: number; ok: false; error: PgliteWorkerError }
  | { id: 0; flushFailed: string }
