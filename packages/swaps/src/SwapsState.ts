import type { SwapErrorCode } from './errors/SwapErrorCode.js'
import type { SwapQuote } from './SwapQuote.js'
import type { SwapToken } from './SwapToken.js'

/**
 * Where a swap is: idle, preparing (the cloud builds the approval or the swap: the wallet is not asked yet), asking the
 * wallet for the approval or the swap, mined, or failed.
 */
export type SwapStatus = 'idle' | 'preparing' | 'approving' | 'swapping' | 'success' | 'error'

/**
 * The swap in progress (`state.plugins.swaps`): the two tokens, the amount as typed, the slippage, the latest quote,
 * and where the swap is. Reset when the modal closes or the account disconnects.
 */
export interface SwapsState {
  /** The network's tradable tokens, the account's balances first; undefined until read. */
  tokens?: SwapToken[] | undefined
  fromToken?: SwapToken | undefined
  toToken?: SwapToken | undefined
  /** The amount to sell, as typed (whole tokens, `.` as decimal point). */
  fromAmount: string
  /** Slippage tolerance in percent (1 by default; SWAP_SLIPPAGE_BOUNDS). */
  slippage: number
  quote?: SwapQuote | undefined
  quoteStatus: 'idle' | 'loading' | 'ready' | 'error'
  /** The network fee of the swap (its approval included when one is needed), in the native currency's base units. */
  networkFee?: bigint | undefined
  /** Why the tokens or the quote could not be read, or why the swap failed. */
  error?: SwapErrorCode | undefined
  status: SwapStatus
  /** The approval's hash, then the swap's, once the wallet sent them. */
  approvalHash?: string | undefined
  hash?: string | undefined
  /** What the succeeded swap gave (base units of `toToken`). */
  received?: bigint | undefined
}
