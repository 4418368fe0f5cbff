import type { Portico } from '@portico/core'
import type { BuiltTransaction } from '../cloud/SwapsCloud.js'

/** Asks the EVM wallet to send a built transaction (core's sendTransaction: its events, its refusal error). */
export function evmWalletSend(portico: Portico, tx: BuiltTransaction): Promise<string> {
  return portico.sendTransaction({
    namespace: 'eip155',
    to: tx.to,
    data: tx.data,
    ...(tx.value > 0n ? { value: tx.value } : {}),
  })
}
