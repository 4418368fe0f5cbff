/**
 * The browser refused the secure origin's storage to this frame (a cross-site frame whose third-party storage is
 * blocked, not partitioned): the frame cannot keep a session or a device share, so it refuses to log in.
 */
export class StorageBlockedError extends Error {
  override name = 'StorageBlockedError'
  constructor() {
    super('This browser blocks the storage the wallet needs on this site')
  }
}
