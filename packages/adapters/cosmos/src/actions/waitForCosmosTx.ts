import { HttpError, PorticoError } from '@portico/core'
import { TransactionFailedError } from '../errors/TransactionFailedError.js'
import { fetchLcd } from './fetchLcd.js'

/** How often the LCD is asked whether a broadcast transaction is in a block yet. */
export const TX_POLL_MS = 500
/** How long a transaction may take to be included before the send gives up (several Cosmos blocks). */
export const TX_INCLUSION_TIMEOUT_MS = 60_000

interface TxResponse {
  tx_response: { txhash: string; code: number; raw_log: string; height: string }
}

/** Waits until the transaction is in a block; throws TransactionFailedError when it failed there. */
export async function waitForCosmosTx(restUrl: string, hash: string): Promise<void> {
  const deadline = Date.now() + TX_INCLUSION_TIMEOUT_MS
  while (Date.now() < deadline) {
    const found = await fetchLcd<TxResponse>(restUrl, `/cosmos/tx/v1beta1/txs/${hash}`).catch((error) => {
      if (error instanceof HttpError && error.status === 404) return undefined
      throw error
    })
    if (found) {
      const { code, raw_log } = found.tx_response
      if (code !== 0) throw new TransactionFailedError({ hash, code, log: raw_log })
      return
    }
    await new Promise((resolve) => setTimeout(resolve, TX_POLL_MS))
  }
  throw new PorticoError('Transaction not included', {
    details: `${hash} was not in a block after ${TX_INCLUSION_TIMEOUT_MS / 1000} s`,
  })
}
