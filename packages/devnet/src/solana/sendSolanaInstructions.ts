import {
  appendTransactionMessageInstructions,
  createSolanaRpc,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  type Instruction,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  type TransactionSigner,
} from '@solana/kit'

/** How long a transaction may take to confirm on a busy machine. */
const CONFIRM_TIMEOUT_MS = 60_000

/**
 * Sends `instructions` in one transaction paid by `feePayer` (the instructions' own signers sign too) and resolves
 * with its signature once the node reports it confirmed; a failed or unconfirmed transaction throws.
 */
export async function sendSolanaInstructions(
  rpcUrl: string,
  feePayer: TransactionSigner,
  instructions: readonly Instruction[],
): Promise<string> {
  const rpc = createSolanaRpc(rpcUrl)
  const { value: blockhash } = await rpc.getLatestBlockhash().send()
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (draft) => setTransactionMessageFeePayerSigner(feePayer, draft),
    (draft) => setTransactionMessageLifetimeUsingBlockhash(blockhash, draft),
    (draft) => appendTransactionMessageInstructions(instructions, draft),
  )
  const transaction = await signTransactionMessageWithSigners(message)
  const signature = getSignatureFromTransaction(transaction)
  await rpc.sendTransaction(getBase64EncodedWireTransaction(transaction), { encoding: 'base64' }).send()
  const deadline = Date.now() + CONFIRM_TIMEOUT_MS
  for (;;) {
    const { value } = await rpc.getSignatureStatuses([signature]).send()
    const status = value[0]
    if (status?.err) throw new Error(`Transaction ${signature} failed.`)
    if (status?.confirmationStatus === 'confirmed' || status?.confirmationStatus === 'finalized')
      return signature
    if (Date.now() > deadline) throw new Error(`Transaction ${signature} was not confirmed in time.`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
