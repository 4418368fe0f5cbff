import { WalletFeatureMissingError } from '@portico/adapter-kit'
import type { Network } from '@portico/core'
import {
  address,
  appendTransactionMessageInstruction,
  type Base64EncodedWireTransaction,
  compileTransaction,
  createNoopSigner,
  createSolanaRpc,
  createTransactionMessage,
  getBase64Decoder,
  getTransactionEncoder,
  lamports,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import {
  SolanaSignAndSendTransaction,
  type SolanaSignAndSendTransactionFeature,
  SolanaSignTransaction,
  type SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features'
import { getTransferSolInstruction } from '@solana-program/system'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { walletStandardChain } from '../networks/walletStandardChain.js'
import { encodeSignature } from './encodeSignature.js'
import { rpcUrlOf } from './rpcUrlOf.js'
import { waitForConfirmation } from './waitForConfirmation.js'

export interface SendSolTransferParameters {
  wallet: Wallet
  account: WalletAccount
  network: Network
  to: string
  /** Lamports. */
  value: bigint
}

/**
 * Sends `value` lamports from the wallet's account with a System Program transfer: signed and sent
 * by the wallet (`solana:signAndSendTransaction`) when it can, else signed by it
 * (`solana:signTransaction`) and sent over the network's JSON-RPC. Resolves with the base58
 * signature once the transaction is confirmed.
 */
export async function sendSolTransfer({ wallet, account, network, to, value }: SendSolTransferParameters) {
  const rpc = createSolanaRpc(rpcUrlOf(network))
  const { value: blockhash } = await rpc.getLatestBlockhash({ commitment: 'confirmed' }).send()
  const source = createNoopSigner(address(account.address))
  // A legacy message: every Solana wallet signs it.
  const message = pipe(
    createTransactionMessage({ version: 'legacy' }),
    (draft) => setTransactionMessageFeePayer(source.address, draft),
    (draft) => setTransactionMessageLifetimeUsingBlockhash(blockhash, draft),
    (draft) =>
      appendTransactionMessageInstruction(
        getTransferSolInstruction({ source, destination: address(to), amount: lamports(value) }),
        draft,
      ),
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
