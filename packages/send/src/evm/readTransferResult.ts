import type { erc20TransferAbi } from './erc20TransferAbi.js'
import type { usdtTransferAbi } from './usdtTransferAbi.js'

/**
 * Reads what a simulated `transfer` returned, as its ABI says: Tether's declares no output, so any
 * answer (none) is a success; ERC-20's declares a bool, so it must return one word that is true. Throws
 * otherwise (an ERC-20 that returned nothing or false).
 */
export function readTransferResult(
  abi: typeof erc20TransferAbi | typeof usdtTransferAbi,
  data: string,
): void {
  const [output] = abi[0].outputs
  if (!output) return
  const value = data.replace(/^0x/, '')
  if (value.length < 64) throw new Error(`transfer returned no ${output.type}`)
  if (BigInt(`0x${value.slice(0, 64)}`) !== 1n) throw new Error('transfer returned false')
}
