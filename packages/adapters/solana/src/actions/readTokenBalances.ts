import { formatUnits, type Network, shortenAddress, type TokenBalance } from '@portico/core'
import { address, createSolanaRpc } from '@solana/kit'
import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import { readTokenMetadata } from './readTokenMetadata.js'
import { rpcUrlOf } from './rpcUrlOf.js'

/** The Token-2022 program: its accounts hold SPL tokens too. */
const TOKEN_2022_PROGRAM = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb'

interface ParsedTokenAccount {
  account: { data: { parsed: { info: { mint: string; tokenAmount: { amount: string; decimals: number } } } } }
}

/**
 * The account's SOL and SPL tokens read from the network's JSON-RPC: SOL first, then each mint it holds in
 * token accounts of the Token or Token-2022 program (summed per mint), named from its Metaplex metadata (a mint
 * without it shows its shortened address). Empty holdings and zero-decimal mints (NFTs) are left out; there is
 * no price, so no value, and no icon (the UI draws the symbol's initials).
 */
export async function readTokenBalances(network: Network, owner: string): Promise<TokenBalance[]> {
  const rpc = createSolanaRpc(rpcUrlOf(network))
  const holder = address(owner)
  const byProgram = (programId: string) =>
    rpc
      .getTokenAccountsByOwner(
        holder,
        { programId: address(programId) },
        { encoding: 'jsonParsed', commitment: 'confirmed' },
      )
      .send()
      .then(({ value }) => value as unknown as ParsedTokenAccount[])
  const [lamports, classic, extended] = await Promise.all([
    rpc
      .getBalance(holder, { commitment: 'confirmed' })
      .send()
      .then(({ value }) => value),
    byProgram(TOKEN_PROGRAM_ADDRESS),
    byProgram(TOKEN_2022_PROGRAM),
  ])
  const held = new Map<string, { amount: bigint; decimals: number }>()
  for (const { account } of [...classic, ...extended]) {
    const { mint, tokenAmount } = account.data.parsed.info
    if (tokenAmount.decimals <= 0) continue
    const amount = (held.get(mint)?.amount ?? 0n) + BigInt(tokenAmount.amount)
    held.set(mint, { amount, decimals: tokenAmount.decimals })
  }
  const mints = [...held].filter(([, { amount }]) => amount > 0n).map(([mint]) => mint)
  const metadata = await readTokenMetadata(network, mints)
  const { name, symbol, decimals } = network.nativeCurrency
  const chainId = network.caipNetworkId
  const tokens: TokenBalance[] = [
    {
      name,
      symbol,
      chainId,
      quantity: { decimals: String(decimals), numeric: formatUnits(lamports, decimals) },
      iconUrl: '',
    },
  ]
  for (const mint of mints) {
    const { amount, decimals: places } = held.get(mint) as { amount: bigint; decimals: number }
    const named = metadata[mint]
    tokens.push({
      name: named?.name ?? shortenAddress(mint),
      symbol: named?.symbol ?? shortenAddress(mint),
      chainId,
      address: mint,
      quantity: { decimals: String(places), numeric: formatUnits(amount, places) },
      iconUrl: '',
    })
  }
  return tokens
}
