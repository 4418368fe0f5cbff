import { jsonRpc } from './jsonRpc.js'
import type { PayRequest } from './PayRequest.js'

type TokenAccounts = {
  value: { account: { data: { parsed: { info: { tokenAmount: { amount: string } } } } } }[]
}

/** What the payer holds on Solana (lamports, or the SPL mint's base units over its token accounts), read from the network. */
export async function readSolanaPayBalance(request: PayRequest, payer: string): Promise<bigint> {
  const commitment = { commitment: 'confirmed' }
  if (!request.token)
    return BigInt(
      (await jsonRpc<{ value: number }>(request.network, 'getBalance', [payer, commitment])).value,
    )
  const { value } = await jsonRpc<TokenAccounts>(request.network, 'getTokenAccountsByOwner', [
    payer,
    { mint: request.token },
    { encoding: 'jsonParsed', ...commitment },
  ])
  return value.reduce((sum, each) => sum + BigInt(each.account.data.parsed.info.tokenAmount.amount), 0n)
}
