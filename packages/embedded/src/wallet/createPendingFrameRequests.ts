import { MAX_PENDING_TRANSACTIONS } from '@portico/core'
import { FrameRequestError } from '../client/FrameRequestError.js'

/** The requests waiting on the frame's approval screen, so the modal's close can reject them (docs/behaviour.md#transitions, docs/behaviour.md#permissions, docs/behaviour.md#limits). */
export interface PendingFrameRequests {
  /**
   * Runs `request` as a pending one: refused with 'Too many pending requests' when 99 wait already (docs/behaviour.md#limits), and
   * rejected with 'Request was aborted' if `abortAll` comes first.
   */
  track<Result>(request: () => Promise<Result>): Promise<Result>
  /** Rejects every pending request ('Request was aborted'); returns how many there were. */
  abortAll(): number
}

export function createPendingFrameRequests(): PendingFrameRequests {
  const pending = new Set<(error: Error) => void>()
  return {
    track(request) {
      if (pending.size >= MAX_PENDING_TRANSACTIONS)
        return Promise.reject(new FrameRequestError('Too many pending requests', 'too_many_pending'))
      return new Promise((resolve, reject) => {
        pending.add(reject)
        request()
          .then(resolve, reject)
          .finally(() => pending.delete(reject))
      })
    },
    abortAll() {
      const count = pending.size
      for (const reject of pending) reject(new FrameRequestError('Request was aborted', 'aborted'))
      pending.clear()
      return count
    },
  }
}
