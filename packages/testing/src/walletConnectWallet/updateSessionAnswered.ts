/** A request of the Core's JSON-RPC history, as `history_updated` gives it once the peer has answered. */
interface HistoryRecord {
  topic: string
  request: { method: string }
  response?: { result: unknown } | { error: { code: number; message: string } }
}

/** What the helper needs of WalletKit and its Core. */
export interface SessionUpdater {
  core: {
    history: {
      on(event: 'history_updated', listener: (record: HistoryRecord) => void): void
      off(event: 'history_updated', listener: (record: HistoryRecord) => void): void
    }
  }
  updateSession(parameters: { topic: string; namespaces: Record<string, unknown> }): Promise<unknown>
}

/**
 * Updates a session's namespaces (`wc_sessionUpdate`) and resolves once the dapp has answered it; a refusal rejects.
 * WalletKit's own `acknowledged()` misses an answer that comes before `updateSession` has resolved (its delayed
 * promise drops a resolve that precedes `done()`) and then waits five minutes: a race that a local relay and a quick
 * dapp win now and then. The answer is taken from the Core's request history instead, which records it whenever
 * it comes.
 */
export async function updateSessionAnswered(
  kit: SessionUpdater,
  topic: string,
  namespaces: Record<string, unknown>,
): Promise<void> {
  let listener: (record: HistoryRecord) => void = () => undefined
  const answered = new Promise<void>((resolve, reject) => {
    listener = (record) => {
      if (record.topic !== topic || record.request.method !== 'wc_sessionUpdate' || !record.response) return
      if ('error' in record.response) reject(new Error(record.response.error.message))
      else resolve()
    }
  })
  kit.core.history.on('history_updated', listener)
  try {
    await kit.updateSession({ topic, namespaces })
    await answered
  } finally {
    kit.core.history.off('history_updated', listener)
  }
}
