import { erc20Abi, formatUnits, type PublicClient } from 'viem'
import { UpstreamUnavailableError } from '../errors/errors.js'
import type { Logger } from '../log/createLogger.js'
import { readChainPrices } from '../prices/readChainPrices.js'
import { withPrice } from '../prices/withPrice.js'
import type { Queryable } from '../storage/Storage.js'
import { nativeCurrency } from './nativeCurrency.js'
import type { TokenBalance } from './TokenBalance.js'

export type GetAccountBalancesParameters = {
  db: Queryable
  address: `0x${string}`
  chainIds: readonly string[]
  /** Whether an unreachable chain fails the call (one chain asked for) or is skipped (all chains). */
  strict: boolean
  client: (chainId: string) => Promise<PublicClient | undefined>
  imageBaseUrl: string
  logger: Logger
}

/**
 * Native balance and ERC-20 balances (tokens the indexer saw the address receive), read live from the chain.
 * Zero token balances are left out; the native balance is always listed. `price` and `value` (USD) are
 * filled where the self-hoster set a price (src/prices), and left out otherwise.
 */
export async function getAccountBalances(parameters: GetAccountBalancesParameters): Promise<TokenBalance[]> {
  const perChain = await Promise.all(parameters.chainIds.map((chainId) => chainBalances(parameters, chainId)))
  return perChain.flat()
}

async function chainBalances(
  { db, address, strict, client: clientFor, imageBaseUrl, logger }: GetAccountBalancesParameters,
  chainId: string,
): Promise<TokenBalance[]> {
  const client = await clientFor(chainId)
  if (!client) return []
  const tokens = await db.query<{
    address: `0x${string}`
    name: string | null
    symbol: string | null
    decimals: number | null
  }>(
    `select distinct t.address, t.name, t.symbol, t.decimals
     from tokens t join chain_transfers x on x.chain_id = t.chain_id and x.token_address = t.address
     where t.chain_id = $1 and t.standard = 'erc20' and x.sent_to = $2`,
    [chainId, address],
  )
  const prices = await readChainPrices(db, chainId)
  try {
    const native = nativeCurrency(chainId)
    const wei = await client.getBalance({ address })
    const balances: TokenBalance[] = [
      withPrice(
        {
          name: native.name,
          symbol: native.symbol,
          chainId,
          address: null,
          quantity: { decimals: String(native.decimals), numeric: formatUnits(wei, native.decimals) },
          iconUrl: `${imageBaseUrl}/public/getTokenImage/${native.symbol}`,
        },
        prices.get('native'),
      ),
    ]
    const amounts = await Promise.all(
      tokens.map((token) =>
        client.readContract({
          address: token.address,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [address],
        }),
      ),
    )
    tokens.forEach((token, index) => {
      const amount = amounts[index] ?? 0n
      if (amount === 0n) return
      const decimals = token.decimals ?? 18
      const symbol = token.symbol ?? 'TOKEN'
      balances.push(
        withPrice(
          {
            name: token.name ?? symbol,
            symbol,
            chainId,
            address: `${chainId}:${token.address}`,
            quantity: { decimals: String(decimals), numeric: formatUnits(amount, decimals) },
            iconUrl: `${imageBaseUrl}/public/getTokenImage/${encodeURIComponent(symbol.replace(/[^A-Za-z0-9._-]/g, '') || 'TOKEN')}`,
          },
          prices.get(token.address.toLowerCase()),
        ),
      )
    })
    return balances
  } catch (error) {
    if (strict) throw new UpstreamUnavailableError(chainId, error)
    logger.warn('balance: chain skipped', { chainId, error })
    return []
  }
}
