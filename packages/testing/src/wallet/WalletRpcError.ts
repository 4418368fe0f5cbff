/** EIP-1193 / EIP-1474 error codes the test wallet answers with. */
export const walletErrorCodes = {
  userRejected: 4001,
  unauthorized: 4100,
  unsupportedMethod: 4200,
  disconnected: 4900,
  unrecognizedChain: 4902,
  invalidParams: -32602,
  internal: -32603,
} as const

/**
 * The error a test wallet request rejects with: a plain EIP-1193 provider error (`code`, `message`,
 * optional `data`), so viem, wagmi and any dapp read it as they read a real wallet's.
 */
export class WalletRpcError extends Error {
  override name = 'WalletRpcError'
  readonly code: number
  readonly data: unknown

  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.code = code
    this.data = data
  }

  static userRejected(method: string): WalletRpcError {
    return new WalletRpcError(walletErrorCodes.userRejected, `User rejected the request (${method}).`)
  }

  static unauthorized(detail: string): WalletRpcError {
    return new WalletRpcError(walletErrorCodes.unauthorized, `Unauthorized: ${detail}`)
  }

  static unrecognizedChain(chainId: number): WalletRpcError {
    return new WalletRpcError(
      walletErrorCodes.unrecognizedChain,
      `Unrecognized chain ID ${toHexChainId(chainId)}. Try adding the chain using wallet_addEthereumChain first.`,
    )
  }

  static invalidParams(detail: string): WalletRpcError {
    return new WalletRpcError(walletErrorCodes.invalidParams, `Invalid parameters: ${detail}`)
  }
}

function toHexChainId(chainId: number): string {
  return `0x${chainId.toString(16)}`
}
