import { erc20Abi, type PublicClient } from 'viem'

export type TokenMetadata = { name: string | null; symbol: string | null; decimals: number | null }

/** name, symbol and (for ERC-20) decimals of a token contract; each is null when the contract does not answer. */
export async function fetchTokenMetadata(
  client: PublicClient,
  address: `0x${string}`,
  standard: 'erc20' | 'erc721',
): Promise<TokenMetadata> {
  const read = async <T>(functionName: 'name' | 'symbol' | 'decimals'): Promise<T | null> => {
    try {
      return (await client.readContract({ address, abi: erc20Abi, functionName })) as T
    } catch {
      return null
    }
  }
  const [name, symbol, decimals] = await Promise.all([
    read<string>('name'),
    read<string>('symbol'),
    standard === 'erc20' ? read<number>('decimals') : Promise.resolve(null),
  ])
  return {
    name: name?.slice(0, 100) ?? null,
    symbol: symbol?.slice(0, 32) ?? null,
    decimals: decimals === null ? null : Number(decimals),
  }
}
