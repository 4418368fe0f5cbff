import { erc20TransferAbi } from './erc20TransferAbi.js'
import { usdtTransferAbi } from './usdtTransferAbi.js'

/**
 * The `transfer` ABI of a token on a chain: Tether's (no return value) for the USDT-like contracts
 * listed as CAIP-10 addresses (`eip155:1:0xdAC1…`), else ERC-20's.
 */
export function transferAbiOf(
  token: string,
  chainId: number | string,
  usdtLikeTokens: readonly string[],
): typeof erc20TransferAbi | typeof usdtTransferAbi {
  const caip = `eip155:${chainId}:${token}`.toLowerCase()
  return usdtLikeTokens.some((each) => each.toLowerCase() === caip) ? usdtTransferAbi : erc20TransferAbi
}
