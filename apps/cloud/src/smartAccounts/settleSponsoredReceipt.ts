import type { Address } from 'viem'
import { z } from 'zod'
import type { Queryable } from '../storage/Storage.js'
import { sponsoredOperationStore } from './sponsoredOperationStore.js'

const receiptSchema = z.looseObject({
  userOpHash: z.string().regex(/^0x[0-9a-fA-F]{64}$/),
  sender: z.string().regex(/^0x[0-9a-fA-F]{40}$/),
  paymaster: z.string().regex(/^0x[0-9a-fA-F]{40}$/),
  actualGasCost: z.string().regex(/^0x[0-9a-fA-F]{1,64}$/),
})

/**
 * A user-operation receipt the chain's bundler answered (`eth_getUserOperationReceipt`): when the cloud's paymaster
 * paid for it, the account's day is corrected from the operation's most possible cost to its `actualGasCost`. Only the
 * bundler's answer is read (never the client's), and each operation is settled once.
 */
export async function settleSponsoredReceipt(
  storage: Queryable,
  { chainId, paymaster, receipt }: { chainId: string; paymaster: Address | undefined; receipt: unknown },
): Promise<void> {
  const parsed = receiptSchema.safeParse(receipt)
  if (!paymaster || !parsed.success) return
  if (parsed.data.paymaster.toLowerCase() !== paymaster.toLowerCase()) return
  await sponsoredOperationStore.settle(storage, {
    userOpHash: parsed.data.userOpHash,
    chainId,
    account: parsed.data.sender,
    actualCostWei: BigInt(parsed.data.actualGasCost),
  })
}
