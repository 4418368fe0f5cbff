import type { FrameContext } from '../FrameContext.js'

/**
 * A login starts only where it can end: with the session's storage and the vault both usable (either throws
 * StorageBlockedError when the browser blocks this cross-site frame's storage), before a code is mailed or a pop-up
 * opens.
 */
export function whenStorageUsable<Payload, Result>(
  { store, vault, key }: Pick<FrameContext, 'store' | 'vault' | 'key'>,
  handler: (payload: Payload) => Promise<Result>,
): (payload: Payload) => Promise<Result> {
  return async (payload) => {
    store.getItem(key('deviceId'))
    await vault.read(key('storage-check'))
    return handler(payload)
  }
}
