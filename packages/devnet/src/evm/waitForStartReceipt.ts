import type { Hex, PublicClient, TransactionReceipt } from 'viem'
import { ChainStartError } from '../errors/ChainStartError.js'

const NUDGE_AFTER_MS = 1_000
const RESEND_AFTER_MS = 5_000
const GIVE_UP_AFTER_MS = 120_000

export type StartReceiptTiming = {
  /** A block is mined by hand after each this long without the receipt. */
  nudgeAfterMs?: number
  /** `resend` is called after each this long without the receipt. */
  resendAfterMs?: number
  giveUpAfterMs?: number
}

/**
 * The receipt of one start transaction. Anvil's automine can leave ready transactions of a batch that arrived out of
 * nonce order in its pool and mine no block for them (foundry-rs/foundry#10122; one CI run waited three minutes on
 * one), so after each second without the receipt a block is mined by hand, which takes every ready transaction in.
 * Its pool can also drop a transaction of a batch, which leaves every later nonce waiting on the gap (one CI run gave
 * up after two minutes of blocks): after each five seconds without the receipt, `resend` sends the batch again.
 */
export async function waitForStartReceipt(
  client: PublicClient,
  hash: Hex,
  chain: string,
  resend: () => Promise<void> = async () => {},
  timing: StartReceiptTiming = {},
): Promise<TransactionReceipt> {
  const {
    nudgeAfterMs = NUDGE_AFTER_MS,
    resendAfterMs = RESEND_AFTER_MS,
    giveUpAfterMs = GIVE_UP_AFTER_MS,
  } = timing
  const started = Date.now()
  let lastNudge = started
  let lastResend = started
  for (;;) {
    const receipt = await client.getTransactionReceipt({ hash }).catch(() => undefined)
    if (receipt) return receipt
    const now = Date.now()
    if (now - started > giveUpAfterMs) {
      throw new ChainStartError({
        chain,
        reason: `start transaction ${hash} was not mined in ${giveUpAfterMs / 1000} s`,
      })
    }
    if (now - lastResend >= resendAfterMs) {
      lastResend = now
      await resend()
    }
    if (now - lastNudge >= nudgeAfterMs) {
      lastNudge = now
      await client.request({ method: 'evm_mine' as never, params: [] as never })
    }
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}
