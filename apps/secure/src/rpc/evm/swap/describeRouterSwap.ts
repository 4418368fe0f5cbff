import { type Address, formatUnits } from 'viem'
import type { ApprovalRow } from '../../../frame/ApprovalReview.js'
import type { FrameTranslate } from '../../../i18n/FrameTranslate.js'
import type { FrameMessageKey } from '../../../i18n/frameEnglish.js'
import type { EvmRpc } from '../createEvmRpc.js'
import { formatNative } from '../formatNative.js'
import type { NativeCurrencyUnit } from '../NativeCurrencyUnit.js'
import { readTokenInfo } from '../readTokenInfo.js'
import type { RouterSwapCall } from './decodeRouterSwap.js'

/** How a row is made: its key (for tests), its label's catalogue key, its value. */
export type ReviewRow = (key: string, label: FrameMessageKey, text: string) => ApprovalRow

/**
 * The rows of a decoded router swap: 'Swap 10 USDC for at least 9.9 DAI' (symbols and decimals read from the
 * tokens' contracts, the native currency at a native end), the route through the path's tokens, and the recipient,
 * marked when it is not `from` (the account that signs).
 */
export async function describeRouterSwap(
  rpc: EvmRpc,
  swap: RouterSwapCall,
  {
    unit,
    t,
    from,
    row,
  }: { unit: NativeCurrencyUnit; t: FrameTranslate; from?: Address | undefined; row: ReviewRow },
): Promise<ApprovalRow[]> {
  const tokens = await Promise.all(swap.path.map((token) => readTokenInfo(rpc, token)))
  const tokenAmount = (units: bigint, index: number) => {
    const token = tokens[index]
    const address = swap.path[index] ?? ''
    return token
      ? `${formatUnits(units, token.decimals)} ${token.symbol}`
      : t('frame.value.unitsOf', { units: String(units), token: address })
  }
  const last = swap.path.length - 1
  const amountIn = swap.fromNative ? formatNative(swap.amountIn, unit) : tokenAmount(swap.amountIn, 0)
  const minimumOut = swap.toNative ? formatNative(swap.minimumOut, unit) : tokenAmount(swap.minimumOut, last)
  const route = swap.path.map((address, index) => tokens[index]?.symbol ?? address).join(' → ')
  const own = from !== undefined && swap.recipient.toLowerCase() === from.toLowerCase()
  return [
    row('action', 'frame.row.action', t('frame.value.swap', { amountIn, minimumOut })),
    row('route', 'frame.row.route', route),
    row(
      'recipient',
      'frame.row.recipient',
      own || from === undefined
        ? swap.recipient
        : t('frame.value.notThisAccount', { address: swap.recipient }),
    ),
  ]
}
