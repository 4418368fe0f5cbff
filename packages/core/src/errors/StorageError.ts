import { formatCoreMessage } from './formatCoreMessage.js'
import { PorticoError } from './PorticoError.js'

export type StorageErrorCode = 'STORAGE_READ_FAILED' | 'STORAGE_WRITE_FAILED' | 'STORAGE_CORRUPT_VALUE'

/** A storage operation failed. Storage only logs these (docs/behaviour.md#errors); they are never thrown to the app. */
export class StorageError extends PorticoError {
  override name = 'StorageError'
  readonly key: string

  constructor(code: StorageErrorCode, { key, cause }: { key: string; cause?: unknown }) {
    super(formatCoreMessage(code, { key }), { code, cause })
    this.key = key
  }
}
