import { shortenAddress } from '@portico/core'
import { jsonRpc } from '../plan/jsonRpc.js'
import type { SendToken } from '../tokens/SendToken.js'
import { SPL_TOKEN_PROGRAM } from './SPL_TOKEN_PROGRAM.js'

interface ParsedTokenAccount {
  account: { data: { parsed: { info: { mint: string; tokenAmount: { amount: string; decimals: number } } } } }
}

/**
 * The SPL tokens an account holds (its token accounts of the classic Token program, summed per
 * mint), read from the network's RPC; tokens with zero decimals and empty accounts left out.
 */
export async function readSplTokens(rpcUrl: string, owner: string): Promise<SendToken[]> {
  const { value } = await jsonRpc<{ value: ParsedTokenAccount[] }>(rpcUrl, 'getTokenAccountsByOwner', [
    owner,
    { programId: SPL_TOKEN_PROGRAM },
    { encoding: 'jsonParsed', commitment: 'confirmed' },
  ])
  const byMint = new Map<string, SendToken>()
  for (const each of value) {
    const { mint, tokenAmount } = each.account.data.parsed.info
    if (tokenAmount.decimals <= 0) continue
    const held = byMint.get(mint)
    const balance = (held?.balance ?? 0n) + BigInt(tokenAmount.amount)
    const symbol = shortenAddress(mint)
    byMint.set(mint, { name: symbol, symbol, decimals: tokenAmount.decimals, address: mint, balance })
  }
  return [...byMint.values()].filter((token) => token.balance > 0n)
}
