import { SWAP_ERROR_CODES } from '@portico/cloud-contract'
import { CloudError } from '../errors/CloudError.js'

export class SwapsDisabledError extends CloudError {
  override name = 'SwapsDisabledError'
  constructor() {
    super({ status: 403, code: SWAP_ERROR_CODES.disabled, message: 'Swaps are not enabled for this project' })
  }
}

export class NoSwapRouteError extends CloudError {
  override name = 'NoSwapRouteError'
  constructor(reason: string) {
    super({ status: 400, code: SWAP_ERROR_CODES.noRoute, message: `No swap route: ${reason}` })
  }
}

/** The aggregator answered with an error or something unreadable. */
export class SwapProviderError extends CloudError {
  override name = 'SwapProviderError'
  constructor(provider: string, reason: string, cause?: unknown) {
    super({
      status: 502,
      code: SWAP_ERROR_CODES.providerError,
      message: `The swap provider ${provider} failed: ${reason}`,
      cause,
    })
  }
}

/** The aggregator did not answer in time. */
export class SwapProviderTimeoutError extends CloudError {
  override name = 'SwapProviderTimeoutError'
  constructor(provider: string, cause?: unknown) {
    super({
      status: 502,
      code: SWAP_ERROR_CODES.providerTimeout,
      message: `The swap provider ${provider} did not answer in time`,
      cause,
    })
  }
}
