import { WalletFeatureMissingError } from '@portico/adapter-kit'
import type { Network } from '@portico/core'
import { Transaction } from '@scure/btc-signer'
import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base'
import {
  BitcoinSignAndSendTransaction,
  type BitcoinSignAndSendTransactionFeature,
} from '../features/BitcoinSignAndSendTransactionFeature.js'
import {
  BitcoinSignTransaction,
  type BitcoinSignTransactionFeature,
} from '../features/BitcoinSignTransactionFeature.js'
import { broadcastTransaction } from './broadcastTransaction.js'
import { buildTransferPsbt } from './buildTransferPsbt.js'

export interface SendBtcTransferParameters {
  wallet: Wallet
  /** The payment account: it pays and gets the change. */
  account: WalletAccount
  network: Network
  chain: IdentifierString
  to: string
  /** Sats. */
  value: bigint
}

/** Finalises the inputs the wallet signed but left unfinalised (`bitcoin:signTransaction` may do either). */
function finalize(transaction: Transaction): void {
  for (let index = 0; index < transaction.inputsLength; index++) {
    const input = transaction.getInput(index)
    if (!input.finalScriptWitness && !input.finalScriptSig) transaction.finalizeIdx(index)
  }
}

/**
 * Sends `value` sats from the account: a PSBT over its UTXOs, signed and sent by the wallet
 * (`bitcoin:signAndSendTransaction`) when it can, else signed by it (`bitcoin:signTransaction`),
 * finalised here and broadcast with Esplora's `POST /tx`. Resolves with the txid once the node has
 * accepted the transaction (in its mempool).
 */
export async function sendBtcTransfer({
  wallet,
  account,
  network,
  chain,
  to,
  value,
}: SendBtcTransferParameters) {
  const features = wallet.features as Partial<
    BitcoinSignAndSendTransactionFeature & BitcoinSignTransactionFeature
  >
  const signAndSend = features[BitcoinSignAndSendTransaction]
  const sign = features[BitcoinSignTransaction]
  if (!signAndSend && !sign)
    throw new WalletFeatureMissingError({ feature: BitcoinSignTransaction, walletName: wallet.name })
  const { psbt, signingIndexes } = await buildTransferPsbt({ network, account, to, value })
  const input = { psbt, chain, inputsToSign: [{ account, signingIndexes }] }
  if (signAndSend) {
    const [output] = await signAndSend.signAndSendTransaction(input)
    if (!output)
      throw new WalletFeatureMissingError({ feature: BitcoinSignAndSendTransaction, walletName: wallet.name })
    return output.txId
  }
  const [output] = await (sign as NonNullable<typeof sign>).signTransaction(input)
  if (!output)
    throw new WalletFeatureMissingError({ feature: BitcoinSignTransaction, walletName: wallet.name })
  const transaction = Transaction.fromPSBT(output.signedPsbt)
  finalize(transaction)
  return broadcastTransaction(network, transaction.hex)
}
