import type { ChainAdapter, Network, TokenMetadata } from '@portico/core'
import type { SendToken } from '../tokens/SendToken.js'

/**
 * SPL tokens with the name and symbol of their on-chain metadata (the adapter's
 * `readTokenMetadata`: Metaplex's account of the mint); a token without metadata, or an adapter or
 * network that cannot read it, keeps the shortened mint the network listing gave it.
 */
export async function withTokenMetadata(
  adapter: Pick<ChainAdapter, 'readTokenMetadata'>,
  network: Network,
  tokens: SendToken[],
): Promise<SendToken[]> {
  const mints = tokens.flatMap((token) => (token.address ? [token.address] : []))
  if (!adapter.readTokenMetadata || mints.length === 0) return tokens
  const metadata: Record<string, TokenMetadata> = await adapter
    .readTokenMetadata({ network, tokens: mints })
    .catch((error: unknown) => {
      console.warn('Portico: could not read the SPL token metadata', error)
      return {}
    })
  return tokens.map((token) => {
    const found = token.address === undefined ? undefined : metadata[token.address]
    return found ? { ...token, name: found.name, symbol: found.symbol } : token
  })
}
