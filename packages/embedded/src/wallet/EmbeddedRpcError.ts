import { PorticoError, type PorticoErrorParameters } from '@portico/core'
import type { FrameRequestError } from '../client/FrameRequestError.js'

/**
 * PorticoError's constructor, seen without its catalogue `code`: an EIP-1193 provider's error carries the JSON-RPC
 * number there instead (viem and wagmi read it to raise their typed errors), so this kind declares its own.
 */
const ProviderErrorBase = PorticoError as unknown as new (
  shortMessage: string,
  parameters?: PorticoErrorParameters,
) => Omit<PorticoError, 'code'>

/**
 * A request the embedded wallet refused or could not finish (docs/errors.md#embeddedrpcerror), as its provider rejects
 * it: a `PorticoError` (`shortMessage` the frame's text, `cause` the frame's answer) whose `code` is the EIP-1193 /
 * EIP-1474 / EIP-5792 number (4001 rejected, 4200 unsupported, 5700–5760 a batch's refusals, 5000 any other failure),
 * and `frameCode` the frame's own (`atomicity_not_supported`, `unknown_bundle_id`, …).
 */
export class EmbeddedRpcError extends ProviderErrorBase {
  override name = 'EmbeddedRpcError'
  readonly code: number
  /** The same number (as `UserRejectedError.providerCode`). */
  readonly providerCode: number
  /** The frame's code for the failure, when it gave one. */
  readonly frameCode: string | undefined

  constructor(code: number, cause: FrameRequestError) {
    super(cause.message, { cause })
    this.code = code
    this.providerCode = code
    this.frameCode = cause.code
  }
}
