import type { Address } from 'viem'
import type { ApprovalReview } from '../../frame/ApprovalReview.js'
import type { EvmRpc } from './createEvmRpc.js'
import { describeTransaction } from './describeTransaction.js'
import type { EvmRequestContext } from './EvmRequestContext.js'
import type { TransactionRequest } from './readTransactionRequest.js'

/** One section per call of a batch on the approval screen ('Call 1', …), each decoded as a transaction from `from`. */
export async function describeCallSections(
  {
    t,
    chainId,
    nativeCurrency,
    swapRouters,
  }: Pick<EvmRequestContext, 't' | 'chainId' | 'nativeCurrency' | 'swapRouters'>,
  rpc: EvmRpc,
  calls: readonly TransactionRequest[],
  from: Address,
): Promise<ApprovalReview['sections']> {
  const sections: ApprovalReview['sections'] = []
  const routers = await swapRouters?.(chainId)
  for (const [index, call] of calls.entries())
    sections.push({
      heading: t('frame.heading.call', { index: index + 1 }),
      rows: await describeTransaction(
        rpc,
        { ...call, from, chainId, routers },
        nativeCurrency,
        t,
        `call-${index + 1}`,
      ),
    })
  return sections
}
