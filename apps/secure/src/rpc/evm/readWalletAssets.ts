import {
  type Address,
  decodeFunctionResult,
  encodeFunctionData,
  erc20Abi,
  isAddress,
  numberToHex,
} from 'viem'
import { FrameRpcError } from '../FrameRpcError.js'
import type { EvmRequestContext } from './EvmRequestContext.js'
import { readTokenInfo } from './readTokenInfo.js'

type AssetsRequest = {
  account?: unknown
  assetFilter?: Record<string, { address?: unknown; type?: unknown }[]>
  chainFilter?: unknown[]
}

/**
 * `wallet_getAssets` (EIP-7811) for the wallet's own account on the request's chain: the native balance, and the
 * balance, symbol and decimals of each ERC-20 the `assetFilter` names for that chain (the frame keeps no token
 * list). A `chainFilter` without the request's chain gives no assets.
 */
export async function readWalletAssets(context: EvmRequestContext, raw: unknown) {
  const request = (raw ?? {}) as AssetsRequest
  const own = await context.address()
  if (typeof request.account !== 'string' || request.account.toLowerCase() !== own.toLowerCase())
    throw new Error('The address is not this wallet’s')
  const chain = numberToHex(context.chainId)
  if (Array.isArray(request.chainFilter) && !request.chainFilter.some((id) => Number(id) === context.chainId))
    return {}
  const { rpc } = context
  if (!rpc) throw new FrameRpcError(`No RPC URL for eip155:${context.chainId}`, 'no_rpc_url')
  const native = {
    address: 'native',
    balance: await rpc.call<string>('eth_getBalance', [own, 'latest']),
    type: 'native',
  }
  const filtered =
    Object.entries(request.assetFilter ?? {}).find(([id]) => Number(id) === context.chainId)?.[1] ?? []
  const tokens = filtered
    .filter(
      (asset) => asset.type === 'erc20' && typeof asset.address === 'string' && isAddress(asset.address),
    )
    .map((asset) => asset.address as Address)
  const erc20 = await Promise.all(
    tokens.map(async (token) => {
      const [info, balance] = await Promise.all([
        readTokenInfo(rpc, token),
        rpc
          .call<`0x${string}`>('eth_call', [
            {
              to: token,
              data: encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [own] }),
            },
            'latest',
          ])
          .then((data) => decodeFunctionResult({ abi: erc20Abi, functionName: 'balanceOf', data })),
      ])
      return {
        address: token,
        balance: numberToHex(balance),
        type: 'erc20',
        ...(info ? { metadata: info } : {}),
      }
    }),
  )
  return { [chain]: [native, ...erc20] }
}
