export type CloudErrorParameters = {
  status: number
  code: string
  message: string
  details?: unknown
  headers?: Record<string, string>
  cause?: unknown
}

/** Base of every error the API answers with: an HTTP status and a JSON body `{ error: code, message }`. */
export class CloudError extends Error {
  override name = 'CloudError'
  readonly status: number
  readonly code: string
  readonly details: unknown
  readonly headers: Record<string, string>

  constructor({ status, code, message, details, headers = {}, cause }: CloudErrorParameters) {
    super(message, { cause })
    this.status = status
    this.code = code
    this.details = details
    this.headers = headers
  }

  toBody(): { error: string; message: string; details?: unknown } {
    return this.details === undefined
      ? { error: this.code, message: this.message }
      : { error: this.code, message: this.message, details: this.details }
  }
}
