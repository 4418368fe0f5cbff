import type { Rpc, Signature, SolanaRpcApi } from '@solana/kit'
import { TransactionFailedError } from '../errors/TransactionFailedError.js'

/** One slot: how often the signature's status is read. */
const STATUS_POLL_MS = 400

/**
 * Resolves once the transaction is confirmed; throws TransactionFailedError when it failed on
 * chain or its blockhash expired first (the block height passed `lastValidBlockHeight`).
 */
export async function waitForConfirmation(
  rpc: Rpc<SolanaRpcApi>,
  signature: string,
  lastValidBlockHeight: bigint,
): Promise<void> {
  for (;;) {
    const {
      value: [status],
    } = await rpc.getSignatureStatuses([signature as Signature]).send()
    if (status?.err) throw new TransactionFailedError({ signature, details: JSON.stringify(status.err) })
    if (status?.confirmationStatus === 'confirmed' || status?.confirmationStatus === 'finalized') return
    if ((await rpc.getBlockHeight({ commitment: 'confirmed' }).send()) > lastValidBlockHeight)
      throw new TransactionFailedError({ signature, details: 'blockhash expired before confirmation' })
    await new Promise((resolve) => setTimeout(resolve, STATUS_POLL_MS))
  }
}
