import type { FrameContext } from '../FrameContext.js'

/** How many sent user operations the frame remembers (the newest): enough for any batch an app still follows. */
const KEPT = 50

/**
 * When the smart account's batches (user operations, by hash) were sent from this device, kept in the frame's storage
 * across reloads: `wallet_getCallsStatus` bounds how long one without a receipt counts as pending
 * (readUserOperationCallsStatus).
 */
export function sentUserOperations({ store, key }: Pick<FrameContext, 'store' | 'key'>) {
  const name = key('userOperationsSent')
  const read = (): Record<string, number> => {
    try {
      const parsed = JSON.parse(store.getItem(name) ?? '{}') as unknown
      return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, number>) : {}
    } catch {
      return {}
    }
  }
  return {
    sentAt(hash: string): number | undefined {
      const at = read()[hash.toLowerCase()]
      return typeof at === 'number' ? at : undefined
    },
    sent(hash: string, at = Date.now()): void {
      const kept = Object.entries({ ...read(), [hash.toLowerCase()]: at })
        .sort(([, a], [, b]) => b - a)
        .slice(0, KEPT)
      store.setItem(name, JSON.stringify(Object.fromEntries(kept)))
    },
  }
}
