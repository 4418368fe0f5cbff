import { PorticoError, type PorticoErrorParameters } from '@portico/core'

/**
 * PorticoError's constructor, seen without its catalogue `code`: an EIP-1193 provider's error carries the JSON-RPC
 * number there instead (viem and wagmi read it), as the embedded wallet's `EmbeddedRpcError` does.
 */
const ProviderErrorBase = PorticoError as unknown as new (
  shortMessage: string,
  parameters?: PorticoErrorParameters,
) => Omit<PorticoError, 'code'>

/**
 * The connected wallet does not offer an EIP-5792 method (docs/errors.md#walletmethodnotsupportederror): its
 * WalletConnect session did not approve `wallet_sendCalls` and its kin, so the request is not sent. `code` is
 * EIP-1193's 4200 (unsupported method), which viem reads as `UnsupportedProviderMethodError`; `method` says which.
 * `details` begins as WalletConnect's own client words an unapproved method ('Missing or invalid. request()
 * method: …'), the text viem's `sendCalls({ experimental_fallback: true })` recognises to send the calls one by one
 * instead: the fallback an app opts in to.
 */
export class WalletMethodNotSupportedError extends ProviderErrorBase {
  override name = 'WalletMethodNotSupportedError'
  readonly code = 4200
  /** The same number (as `EmbeddedRpcError.providerCode`). */
  readonly providerCode = 4200
  readonly method: string

  constructor({ method, wallet }: { method: string; wallet?: string | undefined }) {
    super(`${wallet ?? 'The wallet'} does not support ${method}`, {
      details: `Missing or invalid. request() method: ${method} (not among the methods the wallet's session approved)`,
    })
    this.method = method
  }
}
