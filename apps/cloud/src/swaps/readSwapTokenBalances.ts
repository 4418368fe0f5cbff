import { erc20Abi, type PublicClient } from 'viem'
import { UpstreamUnavailableError } from '../errors/errors.js'
import { NATIVE_TOKEN_ADDRESS, type SwapToken } from './SwapToken.js'

/** Balances are read from the chain for lists up to this long (the pools' tokens; not an aggregator's thousands). */
export const MAX_BALANCE_READS = 100

/** The account's balance of each token (base units), read from the chain in one JSON-RPC batch. */
export async function readSwapTokenBalances(
  client: PublicClient,
  chainId: string,
  owner: `0x${string}`,
  tokens: SwapToken[],
): Promise<Map<string, bigint>> {
  try {
    const balances = await Promise.all(
      tokens.map((token) =>
        token.address === NATIVE_TOKEN_ADDRESS
          ? client.getBalance({ address: owner })
          : client.readContract({
              address: token.address,
              abi: erc20Abi,
              functionName: 'balanceOf',
              args: [owner],
            }),
      ),
    )
    return new Map(tokens.map((token, index) => [token.address, balances[index] ?? 0n]))
  } catch (error) {
    throw new UpstreamUnavailableError(chainId, error)
  }
}
