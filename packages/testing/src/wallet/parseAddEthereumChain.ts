import type { TestWalletChain } from './TestWalletTypes.js'
import { WalletRpcError } from './WalletRpcError.js'

/**
 * Validates `wallet_addEthereumChain` params as wallets do (EIP-3085): a hex chainId, a chainName,
 * at least one http(s) rpcUrl, and when given a nativeCurrency with name, a 2 to 6 character symbol and
 * 18 decimals, and blockExplorerUrls as an array of http(s) URLs. Throws -32602 otherwise.
 */
export function parseAddEthereumChain(params: unknown): TestWalletChain {
  const [parameter] = Array.isArray(params) ? params : []
  if (!isRecord(parameter)) throw WalletRpcError.invalidParams('expected [AddEthereumChainParameter]')
  const { chainId, chainName, rpcUrls, nativeCurrency, blockExplorerUrls } = parameter

  if (typeof chainId !== 'string' || !/^0x[1-9a-f][0-9a-f]*$/i.test(chainId)) {
    throw WalletRpcError.invalidParams(`chainId must be a 0x-prefixed hex string, got ${String(chainId)}`)
  }
  if (typeof chainName !== 'string' || chainName.trim() === '') {
    throw WalletRpcError.invalidParams('chainName is required')
  }
  const rpcUrl: unknown = Array.isArray(rpcUrls) ? rpcUrls[0] : undefined
  if (!isHttpUrl(rpcUrl) || !(rpcUrls as unknown[]).every(isHttpUrl)) {
    throw WalletRpcError.invalidParams('rpcUrls must hold at least one http(s) URL')
  }
  if (nativeCurrency !== undefined && !isNativeCurrency(nativeCurrency)) {
    throw WalletRpcError.invalidParams('nativeCurrency needs name, a 2 to 6 character symbol and 18 decimals')
  }
  if (
    blockExplorerUrls !== undefined &&
    blockExplorerUrls !== null &&
    (!Array.isArray(blockExplorerUrls) || !blockExplorerUrls.every(isHttpUrl))
  ) {
    throw WalletRpcError.invalidParams('blockExplorerUrls must be http(s) URLs')
  }

  return {
    chainId: Number.parseInt(chainId, 16),
    name: chainName,
    rpcUrl,
    ...(nativeCurrency ? { nativeCurrency } : {}),
    ...(Array.isArray(blockExplorerUrls) && blockExplorerUrls[0]
      ? { blockExplorerUrl: blockExplorerUrls[0] }
      : {}),
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false
  try {
    const { protocol } = new URL(value)
    return protocol === 'http:' || protocol === 'https:'
  } catch {
    return false
  }
}

function isNativeCurrency(value: unknown): value is { name: string; symbol: string; decimals: number } {
  if (!isRecord(value)) return false
  const { name, symbol, decimals } = value
  return (
    typeof name === 'string' &&
    typeof symbol === 'string' &&
    symbol.length >= 2 &&
    symbol.length <= 6 &&
    decimals === 18
  )
}
