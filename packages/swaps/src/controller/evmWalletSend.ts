import type { Portico } from '@portico/core'
import { withGasMargin } from '../amounts/withGasMargin.js'
import type { BuiltTransaction } from '../cloud/SwapsCloud.js'

/** Asks the EVM wallet to send a built transaction, with its gas estimate plus 20 % (core's sendTransaction: its events, its refusal error). */
export function evmWalletSend(portico: Portico, tx: BuiltTransaction): Promise<string> {
  return portico.sendTransaction({
    namespace: 'eip155',
    to: tx.to,
    data: tx.data,
    ...(tx.value > 0n ? { value: tx.value } : {}),
    // The chain's estimate from the cloud (with a margin): the wallet sends what was built, and a pool that moved since
    // reverts on chain (the widget says why) rather than failing the wallet's own estimate.
    ...(tx.gas === undefined ? {} : { gas: withGasMargin(tx.gas) }),
  })
}
