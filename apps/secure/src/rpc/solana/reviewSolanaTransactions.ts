import type { ApprovalReview } from '../../frame/ApprovalReview.js'
import type { FrameTranslate } from '../../i18n/FrameTranslate.js'
import { decodeSolanaTransaction } from './decodeSolanaTransaction.js'
import { describeSolanaTransaction } from './describeSolanaTransaction.js'
import { readMintSymbols } from './readMintSymbols.js'
import { readSolanaTransactionParams } from './readSolanaTransactionParams.js'
import type { SolanaTransactionMethod } from './solanaTransactionMethods.js'
import { transferCheckedMints } from './transferCheckedMints.js'
import { walletSignerIndex } from './walletSignerIndex.js'

const TITLES: Record<SolanaTransactionMethod, (t: FrameTranslate, count: number) => string> = {
  solana_signTransaction: (t) => t('frame.title.signTransaction'),
  solana_signAllTransactions: (t, count) => t('frame.title.signTransactions', { count }),
  solana_signAndSendTransaction: (t) => t('frame.title.sendTransaction'),
}

/**
 * Reads a Solana transaction request before the visitor is asked: refuses it (a clear error, no screen) when a
 * transaction cannot be read, is for another account, or is not this wallet's to sign; else what the screen shows
 * (token symbols read from `rpcUrl`).
 */
export async function reviewSolanaTransactions(
  method: SolanaTransactionMethod,
  params: unknown,
  address: string,
  t: FrameTranslate,
  rpcUrl?: string,
): Promise<ApprovalReview> {
  const { transactions, pubkey } = readSolanaTransactionParams(method, params)
  if (pubkey !== undefined && pubkey !== address) throw new Error('The address is not this wallet’s')
  const decoded = transactions.map(decodeSolanaTransaction)
  for (const transaction of decoded) walletSignerIndex(transaction, address)
  // Token symbols from the network (Metaplex metadata), shown beside the mints; without an RPC URL, mints only.
  const mints = [...new Set(decoded.flatMap(transferCheckedMints))]
  const symbols = rpcUrl ? await readMintSymbols(rpcUrl, mints) : new Map<string, string>()
  return {
    title: TITLES[method](t, decoded.length),
    sections: decoded.map((transaction, index) => ({
      ...(decoded.length > 1
        ? { heading: t('frame.heading.transactionOf', { index: index + 1, count: decoded.length }) }
        : {}),
      rows: describeSolanaTransaction(transaction, address, t, symbols),
    })),
  }
}
