/**
 * Group commit for a relay writer: work that arrives while a statement is in flight waits for it and goes to storage
 * together in the next statement, so the batches grow with the load and a node's statements do not. Alone, a batch is
 * written at the end of the turn it was opened in. `take()` returns the batch to add to; `write` stores a batch and
 * settles its callers itself (it must not reject).
 */
export function createGroupCommit<Batch>(
  open: () => Batch,
  write: (batch: Batch) => Promise<void>,
): () => Batch {
  let waiting: Batch | undefined
  let writing = false

  const flush = () => {
    const batch = waiting
    if (writing || batch === undefined) return
    waiting = undefined
    writing = true
    const next = () => {
      writing = false
      flush()
    }
    // `write` settles its own callers; a rejection that escapes it has nobody left to tell, so it only moves on.
    write(batch).then(next, next)
  }

  return () => {
    if (waiting === undefined) {
      waiting = open()
      if (!writing) setImmediate(flush)
    }
    return waiting
  }
}
