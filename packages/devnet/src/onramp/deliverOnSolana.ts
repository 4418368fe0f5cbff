import {
  address,
  appendTransactionMessageInstruction,
  createKeyPairSignerFromBytes,
  createSolanaRpc,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'

/** How long a transfer may take to confirm on a busy machine. */
const CONFIRM_TIMEOUT_MS = 60_000

export type SolanaTreasury = {
  readonly rpcUrl: string
  /** 64 bytes (seed + public key) of the funded account the provider pays from. */
  readonly secretKey: readonly number[]
}

/** A sender that pays SOL from the treasury, one transfer at a time, and waits until it is confirmed. */
export function solanaDelivery(treasury: SolanaTreasury): (to: string, amount: bigint) => Promise<string> {
  const rpc = createSolanaRpc(treasury.rpcUrl)
  const signer = createKeyPairSignerFromBytes(Uint8Array.from(treasury.secretKey))
  let queue: Promise<unknown> = Promise.resolve()
  const transfer = async (to: string, amount: bigint) => {
    const source = await signer
    const { value: blockhash } = await rpc.getLatestBlockhash().send()
    const message = pipe(
      createTransactionMessage({ version: 0 }),
      (draft) => setTransactionMessageFeePayerSigner(source, draft),
      (draft) => setTransactionMessageLifetimeUsingBlockhash(blockhash, draft),
      (draft) =>
        appendTransactionMessageInstruction(
          getTransferSolInstruction({ source, destination: address(to), amount }),
          draft,
        ),
    )
    const transaction = await signTransactionMessageWithSigners(message)
    const signature = getSignatureFromTransaction(transaction)
    await rpc.sendTransaction(getBase64EncodedWireTransaction(transaction), { encoding: 'base64' }).send()
    const deadline = Date.now() + CONFIRM_TIMEOUT_MS
    for (;;) {
      const { value } = await rpc.getSignatureStatuses([signature]).send()
      const status = value[0]
      if (status?.err) throw new Error(`Transfer ${signature} failed.`)
      if (status?.confirmationStatus === 'confirmed' || status?.confirmationStatus === 'finalized') break
      if (Date.now() > deadline) throw new Error(`Transfer ${signature} was not confirmed in time.`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    return signature
  }
  return (to, amount) => {
    const send = queue.then(() => transfer(to, amount))
    queue = send.catch(() => undefined)
    return send
  }
}
