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

/** The node's gas estimate of a built transaction reverted: sent as is, it would fail on chain. */
export class SwapWouldRevertError extends CloudError {
  override name = 'SwapWouldRevertError'
  constructor(reason: string, cause?: unknown) {
    super({
      status: 400,
      code: SWAP_ERROR_CODES.wouldRevert,
      message: `The transaction would revert: ${reason}`,
      cause,
    })
  }
}

/** The swap spends a token whose allowance to the router is short: it can only be estimated after the approval. */
export class SwapApprovalRequiredError extends CloudError {
  override name = 'SwapApprovalRequiredError'
  constructor() {
    super({
      status: 400,
      code: SWAP_ERROR_CODES.approvalRequired,
      message: 'Approve the router to spend the token first (build-approve gives the transaction)',
    })
  }
}
