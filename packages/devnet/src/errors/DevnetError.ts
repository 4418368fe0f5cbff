export type DevnetErrorParameters = {
  /** Stable machine-readable code, e.g. `DEVNET_CHAIN_START_FAILED`. */
  code: string
  /** One sentence a developer reads first. */
  shortMessage: string
  /** Extra lines (process output, the failing URL, ...). */
  details?: string | undefined
  cause?: unknown
}

/** Base class of every error thrown by `@portico/devnet`. */
export class DevnetError extends Error {
  override name = 'DevnetError'
  readonly code: string
  readonly shortMessage: string
  readonly details: string | undefined

  constructor({ code, shortMessage, details, cause }: DevnetErrorParameters) {
    super(details ? `${shortMessage}\n\n${details}` : shortMessage, { cause })
    this.code = code
    this.shortMessage = shortMessage
    this.details = details
  }
}
