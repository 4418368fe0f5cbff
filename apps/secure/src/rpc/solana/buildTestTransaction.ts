import {
  address,
  appendTransactionMessageInstructions,
  blockhash,
  compileTransaction,
  createTransactionMessage,
  getTransactionEncoder,
  type Instruction,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'

/** A placeholder blockhash for transactions that are read, never sent. */
const SOME_BLOCKHASH = 'EETubP5AKHgjPAhzPAFcb8BAY1hMH639CWCFTqi3hq1k'

/**
 * Tests only: a wire transaction built by @solana/kit (an encoder independent of the frame's decoder), unsigned,
 * paid by `feePayer`, legacy unless `version` says 0.
 */
export function buildTestTransaction({
  feePayer,
  instructions,
  latestBlockhash = { blockhash: SOME_BLOCKHASH, lastValidBlockHeight: 0n },
  version = 'legacy',
}: {
  feePayer: string
  instructions: readonly Instruction[]
  latestBlockhash?: { blockhash: string; lastValidBlockHeight: bigint }
  version?: 'legacy' | 0
}): Uint8Array {
  const message = pipe(
    createTransactionMessage({ version }),
    (draft) => setTransactionMessageFeePayer(address(feePayer), draft),
    (draft) =>
      setTransactionMessageLifetimeUsingBlockhash(
        {
          blockhash: blockhash(latestBlockhash.blockhash),
          lastValidBlockHeight: latestBlockhash.lastValidBlockHeight,
        },
        draft,
      ),
    (draft) => appendTransactionMessageInstructions(instructions, draft),
  )
  return new Uint8Array(getTransactionEncoder().encode(compileTransaction(message)))
}
