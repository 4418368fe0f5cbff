import { type Address, decodeFunctionResult, encodeFunctionData, erc20Abi, type Hex } from 'viem'
import type { EvmRpc } from './createEvmRpc.js'

/** A token's symbol and decimals as its contract answers them; undefined when it does not (not an ERC-20). */
export async function readTokenInfo(
  rpc: EvmRpc,
  token: Address,
): Promise<{ symbol: string; decimals: number } | undefined> {
  const call = (data: Hex) => rpc.call<Hex>('eth_call', [{ to: token, data }, 'latest'])
  try {
    const [symbol, decimals] = await Promise.all([
      call(encodeFunctionData({ abi: erc20Abi, functionName: 'symbol' })).then((data) =>
        decodeFunctionResult({ abi: erc20Abi, functionName: 'symbol', data }),
      ),
      call(encodeFunctionData({ abi: erc20Abi, functionName: 'decimals' })).then((data) =>
        decodeFunctionResult({ abi: erc20Abi, functionName: 'decimals', data }),
      ),
    ])
    return { symbol, decimals }
  } catch {
    return undefined
  }
}
