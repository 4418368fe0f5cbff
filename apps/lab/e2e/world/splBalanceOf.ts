import type { LabDevnet } from '../../src/devnet/LabDevnet.js'
import { solanaDevnetRpc } from './solanaDevnetRpc.js'

type TokenAccounts = {
  value: { account: { data: { parsed: { info: { tokenAmount: { amount: string } } } } } }[]
}

/** The receiver's balance (base units) of an SPL mint, read from the devnet's RPC. */
export async function splBalanceOf(devnet: LabDevnet, owner: string, mint: string): Promise<bigint> {
  const url = devnet.solana?.rpcUrl
  if (!url) throw new Error('the devnet runs no Solana chain')
  const { value } = await solanaDevnetRpc<TokenAccounts>(url, 'getTokenAccountsByOwner', [
    owner,
    { mint },
    { encoding: 'jsonParsed', commitment: 'confirmed' },
  ])
  return value.reduce((sum, each) => sum + BigInt(each.account.data.parsed.info.tokenAmount.amount), 0n)
}
