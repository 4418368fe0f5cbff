import type { Network } from '@portico/core'
import { minimumReceived } from '../amounts/minimumReceived.js'
import { fetchSwapApproval } from '../cloud/fetchSwapApproval.js'
import { fetchSwapTransaction } from '../cloud/fetchSwapTransaction.js'
import type { BuiltTransaction, SwapsCloud } from '../cloud/SwapsCloud.js'
import { SwapError } from '../errors/SwapError.js'
import { swapErrorMessage, swapErrorOf } from '../errors/swapErrorOf.js'
import { waitForReceipt } from '../evm/waitForReceipt.js'
import { swapInFlight } from '../swapInFlight.js'
import { evmWalletSend } from './evmWalletSend.js'
import { loadSwapTokens } from './loadSwapTokens.js'
import { refreshSwapQuote } from './refreshSwapQuote.js'
import type { SwapsContext } from './SwapsContext.js'
import { swapAccountOf } from './swapAccountOf.js'
import { swapEventOf } from './swapEventOf.js'
import { quoteMatches, swapInputOf } from './swapInputOf.js'

type Input = { from: string; to: string; amount: bigint; userAddress: string }

/**
 * Swaps as the state says, never on a stale quote: checks first (amount, balance, a quote for this input younger than
 * the refresh period; any failing one leaves the swap idle with its `error`, the wallet not asked), then INITIATE_SWAP,
 * the approval of the exact amount when the router's allowance is short (SWAP_APPROVAL_ERROR when it fails), the swap
 * built again by the cloud (a pool that moved below the shown minimum is a new quote, `quote_stale`), sent and mined
 * (SWAP_SUCCESS or SWAP_ERROR). The status is `preparing` while the cloud builds, `approving` or `swapping` from the
 * moment the wallet is asked. Balances, the portfolio and the token list are read again after a swap.
 */
export async function executeSwap(context: SwapsContext): Promise<void> {
  const { featureState: swap } = context
  if (swapInFlight(swap.status)) return
  let account: ReturnType<typeof swapAccountOf>
  let input: Input
  try {
    account = swapAccountOf(context)
    const typed = swapInputOf(swap)
    if (!typed || !swap.fromToken) throw new SwapError('invalid_amount')
    if ((swap.fromToken.balance ?? 0n) < typed.amount) throw new SwapError('insufficient_balance')
    input = { ...typed, userAddress: account.address }
    if (
      !quoteMatches(swap.quote, typed) ||
      Date.now() - (swap.quote?.receivedAt ?? 0) > context.quoteRefreshMs
    ) {
      await refreshSwapQuote(context)
      throw new SwapError('quote_stale')
    }
  } catch (error) {
    Object.assign(swap, { status: 'idle', error: swapErrorOf(error).swapCode })
    return
  }
  Object.assign(swap, {
    status: 'preparing',
    error: undefined,
    approvalHash: undefined,
    hash: undefined,
    received: undefined,
  })
  const event = swapEventOf(swap, account.network.caipNetworkId)
  context.emit({ type: 'INITIATE_SWAP', ...event })
  if (!(await approve(context, account, input, event))) return
  try {
    swap.status = 'preparing'
    const built = await fetchSwapTransaction(account.cloud, { ...input, slippage: swap.slippage })
    if (built.minimumToAmount < minimumReceived(swap.quote?.toAmount ?? 0n, swap.slippage)) {
      await refreshSwapQuote(context)
      Object.assign(swap, { status: 'idle', error: 'quote_stale' })
      return
    }
    swap.status = 'swapping'
    swap.hash = await sendAndWait(context, account.network, built.tx, 'swap_reverted', (hash) => {
      swap.hash = hash
    })
    Object.assign(swap, { status: 'success', received: built.toAmount })
    context.emit({ type: 'SWAP_SUCCESS', ...event, hash: swap.hash })
  } catch (caught) {
    const error = swapErrorOf(caught)
    Object.assign(swap, { status: 'error', error: error.swapCode })
    context.emit({ type: 'SWAP_ERROR', ...event, message: swapErrorMessage(error) })
  } finally {
    if (swap.status === 'success' || swap.error === 'swap_reverted') await refreshAfterSwap(context)
  }
}

/** The approval step: true when the swap can go on (approved, or none needed). */
async function approve(
  context: SwapsContext,
  account: { network: Network; cloud: SwapsCloud },
  input: Input,
  event: ReturnType<typeof swapEventOf>,
): Promise<boolean> {
  const { featureState: swap } = context
  try {
    const approval = await fetchSwapApproval(account.cloud, input)
    if (!approval) return true
    swap.status = 'approving'
    await sendAndWait(context, account.network, approval, 'approval_reverted', (hash) => {
      swap.approvalHash = hash
    })
    return true
  } catch (caught) {
    const error = swapErrorOf(caught)
    Object.assign(swap, { status: 'error', error: error.swapCode })
    context.emit({ type: 'SWAP_APPROVAL_ERROR', ...event, message: swapErrorMessage(error) })
    return false
  }
}

async function sendAndWait(
  context: SwapsContext,
  network: Network,
  tx: BuiltTransaction,
  reverted: 'approval_reverted' | 'swap_reverted',
  onSent: (hash: string) => void,
): Promise<string> {
  const hash = await evmWalletSend(context.portico, tx)
  onSent(hash)
  if (!(await waitForReceipt(network, hash, context.signal))) throw new SwapError(reverted)
  return hash
}

async function refreshAfterSwap(context: SwapsContext): Promise<void> {
  const { portico } = context
  await Promise.allSettled([
    portico.refreshBalance({ namespace: 'eip155', force: true }),
    portico.portfolio.getTokens({ namespace: 'eip155', force: true }),
    loadSwapTokens(context),
  ])
}
