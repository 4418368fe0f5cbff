import { type Address, decodeFunctionData, erc20Abi, formatUnits, maxUint256 } from 'viem'
import type { ApprovalRow } from '../../frame/ApprovalReview.js'
import type { EvmRpc } from './createEvmRpc.js'
import type { NativeCurrencyUnit } from './NativeCurrencyUnit.js'
import { readTokenInfo } from './readTokenInfo.js'

/** What a transaction does, as the approval screen shows it. */
export type DescribedTransaction = {
  to?: Address | undefined
  value: bigint
  data?: `0x${string}` | undefined
}

/** An amount of the network's smallest native unit in its currency, e.g. `0.01 ETH`, `2.5 POL`. */
export const formatNative = (units: bigint, { symbol, decimals }: NativeCurrencyUnit) =>
  `${formatUnits(units, decimals)} ${symbol}`

/**
 * The rows of one transaction: recipient and amount in the network's native currency (`unit`); an ERC-20 `transfer` or `approve` decoded
 * with the token's symbol and the amount in its decimals (the contract asked over `rpc`; its address when it does
 * not answer); any other call data as its selector and size. `prefix` (a batch's `call-1`) goes before each row's key.
 */
export async function describeTransaction(
  rpc: EvmRpc,
  { to, value, data }: DescribedTransaction,
  unit: NativeCurrencyUnit,
  prefix = '',
): Promise<ApprovalRow[]> {
  const row = (key: string, label: string, text: string): ApprovalRow => ({
    key: `${prefix ? `${prefix}-` : ''}${key}`,
    label,
    value: text,
  })
  const rows = [row('to', 'To', to ?? 'A new contract'), row('amount', 'Amount', formatNative(value, unit))]
  if (!data || data === '0x') return rows
  const call = to ? decodeErc20(data) : undefined
  if (!call || !to) {
    rows.push(row('data', 'Data', `${data.slice(0, 10)} (${(data.length - 2) / 2} bytes)`))
    return rows
  }
  const token = await readTokenInfo(rpc, to)
  const amount = (units: bigint) =>
    token ? `${formatUnits(units, token.decimals)} ${token.symbol}` : `${units} units of ${to}`
  rows.push(row('token', 'Token', token ? `${token.symbol} (${to})` : to))
  if (call.functionName === 'transfer') {
    const [recipient, units] = call.args
    rows.push(row('action', 'Action', 'Transfer'), row('recipient', 'Recipient', recipient))
    rows.push(row('token-amount', 'Token amount', amount(units)))
  } else {
    const [spender, units] = call.args
    rows.push(row('action', 'Action', 'Approve spending'), row('spender', 'Spender', spender))
    rows.push(row('allowance', 'Allowance', units === maxUint256 ? 'Unlimited' : amount(units)))
  }
  return rows
}

function decodeErc20(data: `0x${string}`) {
  try {
    const call = decodeFunctionData({ abi: erc20Abi, data })
    return call.functionName === 'transfer' || call.functionName === 'approve' ? call : undefined
  } catch {
    return undefined
  }
}
