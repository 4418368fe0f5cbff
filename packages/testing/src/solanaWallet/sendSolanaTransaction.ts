import {
  createSolanaRpc,
  getBase58Encoder,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  type Transaction,
} from '@solana/kit'
import type { SolanaSignAndSendTransactionOptions } from '@solana/wallet-standard-features'

/**
 * Sends a signed transaction through the chain's RPC (`sendTransaction`, base64) and returns its
 * signature as bytes. It does not wait for confirmation, as wallets do not: the app watches the signature.
 */
export async function sendSolanaTransaction(
  rpcUrl: string,
  transaction: Transaction,
  options: SolanaSignAndSendTransactionOptions = {},
): Promise<Uint8Array> {
  await createSolanaRpc(rpcUrl)
    .sendTransaction(getBase64EncodedWireTransaction(transaction), {
      encoding: 'base64',
      preflightCommitment: options.preflightCommitment ?? options.commitment,
      skipPreflight: options.skipPreflight,
      maxRetries: options.maxRetries === undefined ? undefined : BigInt(options.maxRetries),
      minContextSlot: options.minContextSlot === undefined ? undefined : BigInt(options.minContextSlot),
    })
    .send()
  return Uint8Array.from(getBase58Encoder().encode(getSignatureFromTransaction(transaction)))
}
