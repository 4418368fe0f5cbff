import { type Address, decodeFunctionData, erc20Abi, formatUnits, getAddress, maxUint256 } from 'viem'
import type { ApprovalRow } from '../../frame/ApprovalReview.js'
import type { FrameTranslate } from '../../i18n/FrameTranslate.js'
import type { FrameMessageKey } from '../../i18n/frameEnglish.js'
import type { EvmRpc } from './createEvmRpc.js'
import { formatNative } from './formatNative.js'
import type { NativeCurrencyUnit } from './NativeCurrencyUnit.js'
import { readTokenInfo } from './readTokenInfo.js'
import { decodeRouterSwap } from './swap/decodeRouterSwap.js'
import { describeRouterSwap } from './swap/describeRouterSwap.js'
import { swapRouterName } from './swap/knownSwapRouters.js'

export { formatNative } from './formatNative.js'

/** What a transaction does, as the approval screen shows it. */
export type DescribedTransaction = {
  to?: Address | undefined
  value: bigint
  data?: `0x${string}` | undefined
  /** The account that signs: a swap's recipient that is not this one is marked. */
  from?: Address | undefined
  /** The network's chain id: the swap routers the frame knows are named on it. */
  chainId?: number | undefined
  /** The routers the frame's cloud names on this chain (SwapRouterNames), after the ones the frame knows itself. */
  routers?: Readonly<Record<string, string>> | undefined
}

/**
 * The rows of one transaction: recipient and amount in the network's native currency (`unit`); an ERC-20 `transfer` or `approve` decoded
 * with the token's symbol and the amount in its decimals (the contract asked over `rpc`; its address when it does
 * not answer); a Uniswap v2 router's exact-input swap decoded from the router's ABI (describeRouterSwap); a router the
 * frame knows, else one its cloud names (`routers`), named where it is the recipient or the spender; any other call data as an unknown call, its selector and
 * size. `prefix` (a batch's `call-1`) goes before each row's key.
 */
export async function describeTransaction(
  rpc: EvmRpc,
  { to, value, data, from, chainId, routers }: DescribedTransaction,
  unit: NativeCurrencyUnit,
  t: FrameTranslate,
  prefix = '',
): Promise<ApprovalRow[]> {
  const row = (key: string, label: FrameMessageKey, text: string): ApprovalRow => ({
    key: `${prefix ? `${prefix}-` : ''}${key}`,
    label: t(label),
    value: text,
  })
  const named = (address: Address) => {
    const name = swapRouterName(chainId, address) ?? routers?.[address.toLowerCase()]
    return name ? t('frame.value.namedContract', { name, address: getAddress(address) }) : address
  }
  const rows = [
    row('to', 'frame.row.to', to ? named(to) : t('frame.value.newContract')),
    row('amount', 'frame.row.amount', formatNative(value, unit)),
  ]
  if (!data || data === '0x') return rows
  const swap = to ? decodeRouterSwap(data, value) : undefined
  if (swap) return [...rows, ...(await describeRouterSwap(rpc, swap, { unit, t, from, row }))]
  const call = to ? decodeErc20(data) : undefined
  if (!call || !to) {
    const size = { selector: data.slice(0, 10), bytes: (data.length - 2) / 2 }
    if (to) rows.push(row('action', 'frame.row.action', t('frame.value.unknownCall')))
    rows.push(row('data', 'frame.row.data', t('frame.value.dataSize', size)))
    return rows
  }
  const token = await readTokenInfo(rpc, to)
  const amount = (units: bigint) =>
    token
      ? `${formatUnits(units, token.decimals)} ${token.symbol}`
      : t('frame.value.unitsOf', { units: String(units), token: to })
  rows.push(row('token', 'frame.row.token', token ? `${token.symbol} (${to})` : to))
  if (call.functionName === 'transfer') {
    const [recipient, units] = call.args
    rows.push(row('action', 'frame.row.action', t('frame.value.transfer')))
    rows.push(row('recipient', 'frame.row.recipient', recipient))
    rows.push(row('token-amount', 'frame.row.tokenAmount', amount(units)))
  } else {
    const [spender, units] = call.args
    rows.push(row('action', 'frame.row.action', t('frame.value.approveSpending')))
    rows.push(row('spender', 'frame.row.spender', named(spender)))
    rows.push(
      row(
        'allowance',
        'frame.row.allowance',
        units === maxUint256 ? t('frame.value.unlimited') : amount(units),
      ),
    )
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
