import { WalletFeatureMissingError } from '@portico/adapter-kit'
import type { Network } from '@portico/core'
import {
  appendTransactionMessageInstructions,
  type Base64EncodedWireTransaction,
  compileTransaction,
  createSolanaRpc,
  createTransactionMessage,
  getBase64Decoder,
  getTransactionEncoder,
  type Instruction,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  address as toAddress,
} from '@solana/kit'
import {
  SolanaSignAndSendTransaction,
  type SolanaSignAndSendTransactionFeature,
  SolanaSignTransaction,
  type SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { walletStandardChain } from '../networks/walletStandardChain.js'
import { encodeSignature } from './encodeSignature.js'
import { rpcUrlOf } from './rpcUrlOf.js'
import { waitForConfirmation } from './waitForConfirmation.js'

export interface SignAndSendMessageParameters {
  wallet: Wallet
  account: WalletAccount
  network: Network
  /** Builds the instructions once the RPC is known (e.g. after reading the receiver's accounts). */
  instructions: (
    rpc: ReturnType<typeof createSolanaRpc>,
  ) => Promise<readonly Instruction[]> | readonly Instruction[]
}

/**
 * Puts instructions into a legacy message paid by the wallet's account, has the wallet sign and
 * send it (`solana:signAndSendTransaction`) when it can, else sign it (`solana:signTransaction`)
 * and sends it over the network's JSON-RPC. Resolves with the base58 signature once confirmed.
 */
export async function signAndSendMessage({
  wallet,
  account,
  network,
  instructions,
}: SignAndSendMessageParameters) {
  const rpc = createSolanaRpc(rpcUrlOf(network))
  const built = await instructions(rpc)
  const { value: blockhash } = await rpc.getLatestBlockhash({ commitment: 'confirmed' }).send()
  // A legacy message: every Solana wallet signs it.
  const message = pipe(
    createTransactionMessage({ version: 'legacy' }),
    (draft) => setTransactionMessageFeePayer(toAddress(account.address), draft),
    (draft) => setTransactionMessageLifetimeUsingBlockhash(blockhash, draft),
    (draft) => appendTransactionMessageInstructions(built, draft),
  )
  const transaction = new Uint8Array(getTransactionEncoder().encode(compileTransaction(message)))
  const chain = walletStandardChain(network)
  const features = wallet.features as Partial<
    SolanaSignAndSendTransactionFeature & SolanaSignTransactionFeature
  >
  let signature: string
  const signAndSend = features[SolanaSignAndSendTransaction]
  const sign = features[SolanaSignTransaction]
  if (signAndSend) {
    const [output] = await signAndSend.signAndSendTransaction({
      account,
      transaction,
      chain,
      options: { commitment: 'confirmed' },
    })
    if (!output)
      throw new WalletFeatureMissingError({ feature: SolanaSignAndSendTransaction, walletName: wallet.name })
    signature = encodeSignature(output.signature)
  } else if (sign) {
    const [output] = await sign.signTransaction({ account, transaction, chain })
    if (!output)
      throw new WalletFeatureMissingError({ feature: SolanaSignTransaction, walletName: wallet.name })
    const wire = getBase64Decoder().decode(output.signedTransaction) as Base64EncodedWireTransaction
    signature = await rpc
      .sendTransaction(wire, { encoding: 'base64', preflightCommitment: 'confirmed' })
      .send()
  } else {
    throw new WalletFeatureMissingError({ feature: SolanaSignTransaction, walletName: wallet.name })
  }
  await waitForConfirmation(rpc, signature, blockhash.lastValidBlockHeight)
  return signature
}
