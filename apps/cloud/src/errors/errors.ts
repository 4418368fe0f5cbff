import { CloudError } from './CloudError.js'

/** The catalogue of API errors. docs/cloud.md lists each status and body; the widget maps them to docs/behaviour.md#errors alerts. */

export class InvalidRequestError extends CloudError {
  override name = 'InvalidRequestError'
  constructor(details?: unknown) {
    super({ status: 400, code: 'invalid_request', message: 'Invalid request', details })
  }
}

export class MissingProjectIdError extends CloudError {
  override name = 'MissingProjectIdError'
  constructor() {
    super({ status: 400, code: 'missing_project_id', message: 'Project ID is required' })
  }
}

export class InvalidProjectIdError extends CloudError {
  override name = 'InvalidProjectIdError'
  constructor() {
    super({ status: 403, code: 'invalid_project_id', message: 'Invalid Project ID' })
  }
}

export class ProjectNotConfiguredError extends CloudError {
  override name = 'ProjectNotConfiguredError'
  constructor() {
    super({ status: 403, code: 'project_not_configured', message: 'Project ID Not Configured' })
  }
}

export class OriginNotAllowedError extends CloudError {
  override name = 'OriginNotAllowedError'
  constructor(origin: string) {
    super({
      status: 403,
      code: 'origin_not_allowlisted',
      message: 'origin not allowlisted',
      details: { origin },
    })
  }
}

export class UnauthorizedError extends CloudError {
  override name = 'UnauthorizedError'
  constructor() {
    super({ status: 401, code: 'unauthorized', message: 'A valid admin bearer token is required' })
  }
}

export class UnauthorizedSessionError extends CloudError {
  override name = 'UnauthorizedSessionError'
  constructor() {
    super({ status: 401, code: 'invalid_session', message: 'A valid sign-in session token is required' })
  }
}

export class NotFoundError extends CloudError {
  override name = 'NotFoundError'
  constructor(what: string) {
    super({ status: 404, code: 'not_found', message: `${what} not found` })
  }
}

export class ConflictError extends CloudError {
  override name = 'ConflictError'
  constructor(message: string) {
    super({ status: 409, code: 'conflict', message })
  }
}

export class PayloadTooLargeError extends CloudError {
  override name = 'PayloadTooLargeError'
  constructor() {
    super({ status: 413, code: 'payload_too_large', message: 'Request body is too large' })
  }
}

export class RateLimitedError extends CloudError {
  override name = 'RateLimitedError'
  constructor(retryAfterSeconds: number) {
    super({
      status: 429,
      code: 'rate_limited',
      message: 'Too many requests',
      details: { retryAfterSeconds },
      headers: { 'retry-after': String(retryAfterSeconds) },
    })
  }
}

export class UnsupportedChainError extends CloudError {
  override name = 'UnsupportedChainError'
  constructor(chainId: string) {
    super({ status: 400, code: 'unsupported_chain', message: `Chain ${chainId} is not supported` })
  }
}

export class SmartAccountsDisabledError extends CloudError {
  override name = 'SmartAccountsDisabledError'
  constructor() {
    super({
      status: 403,
      code: 'smart_accounts_disabled',
      message: 'Smart accounts are off for this project',
    })
  }
}

export class InvalidSignatureError extends CloudError {
  override name = 'InvalidSignatureError'
  constructor() {
    super({ status: 401, code: 'invalid_signature', message: 'The signature does not match the address' })
  }
}

export class UpstreamUnavailableError extends CloudError {
  override name = 'UpstreamUnavailableError'
  constructor(chainId: string, cause?: unknown) {
    super({
      status: 502,
      code: 'upstream_unavailable',
      message: `The node for ${chainId} is unreachable`,
      cause,
    })
  }
}

export class ServerError extends CloudError {
  override name = 'ServerError'
  constructor(cause?: unknown) {
    super({ status: 500, code: 'server_error', message: 'Server Error', cause })
  }
}
