import { DevnetError } from './DevnetError.js'

/** A local chain could not be started or did not become ready in time. */
export class ChainStartError extends DevnetError {
  override name = 'ChainStartError'

  constructor({
    chain,
    reason,
    details,
    cause,
  }: { chain: string; reason: string; details?: string; cause?: unknown }) {
    super({
      code: 'DEVNET_CHAIN_START_FAILED',
      shortMessage: `${chain} failed to start: ${reason}`,
      details,
      cause,
    })
  }
}
