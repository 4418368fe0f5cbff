import type { ApiPromise } from '@polkadot/api'
import type { Signer, SubmittableExtrinsic } from '@polkadot/api/types'
import type { InjectedSigner } from '../connectors/InjectedWeb3.js'
import { SignerMissingError } from '../errors/SignerMissingError.js'
import { TransactionFailedError } from '../errors/TransactionFailedError.js'

export interface SendPolkadotTransferParameters {
  api: ApiPromise
  signer: InjectedSigner
  address: string
  to: string
  /** Planck. */
  value: bigint
}

/**
 * Sends `value` planck with `Balances.transfer_keep_alive`, signed by the extension's
 * `signPayload` (the SignerPayloadJSON @polkadot/api builds), and resolves with the extrinsic hash
 * once it is in a block; a dispatch error rejects with TransactionFailedError.
 */
export async function sendPolkadotTransfer({
  api,
  signer,
  address,
  to,
  value,
}: SendPolkadotTransferParameters) {
  if (!signer.signPayload) throw new SignerMissingError({ method: 'signPayload' })
  const { balances } = api.tx as unknown as {
    balances: { transferKeepAlive(to: string, value: bigint): SubmittableExtrinsic<'promise'> }
  }
  const transfer = balances.transferKeepAlive(to, value)
  return new Promise<string>((resolve, reject) => {
    let unsubscribe: (() => void) | undefined
    let settled = false
    const settle = (outcome: () => void) => {
      if (settled) return
      settled = true
      unsubscribe?.()
      outcome()
    }
    transfer
      .signAndSend(address, { signer: signer as Signer }, (result) => {
        const hash = result.txHash.toHex()
        if (result.dispatchError) {
          const details = result.dispatchError.isModule
            ? (({ section, name }) => `${section}.${name}`)(
                api.registry.findMetaError(result.dispatchError.asModule),
              )
            : result.dispatchError.toString()
          return settle(() => reject(new TransactionFailedError({ hash, details })))
        }
        if (result.status.isInBlock || result.status.isFinalized) return settle(() => resolve(hash))
        if (result.status.isDropped || result.status.isInvalid || result.status.isUsurped)
          settle(() => reject(new TransactionFailedError({ hash, details: result.status.type })))
      })
      .then((stop) => {
        if (settled) stop()
        else unsubscribe = stop
      })
      .catch((error: unknown) => settle(() => reject(error)))
  })
}
