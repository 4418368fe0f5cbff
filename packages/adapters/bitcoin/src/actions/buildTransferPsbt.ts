import type { Network } from '@portico/core'
import { Address, OutScript, p2wpkh, selectUTXO } from '@scure/btc-signer'
import type { WalletAccount } from '@wallet-standard/base'
import { InsufficientFundsError } from '../errors/InsufficientFundsError.js'
import { addressNetworkOf } from './addressNetworkOf.js'
import { feeRateOf } from './feeRateOf.js'
import { readEsplora } from './readEsplora.js'

interface EsploraUtxo {
  txid: string
  vout: number
  value: number
}

export interface BuildTransferPsbtParameters {
  network: Network
  /** The account that pays (its UTXOs are spent, its address gets the change). */
  account: WalletAccount
  to: string
  /** Sats. */
  value: bigint
}

/**
 * An unsigned PSBT that pays `value` sats to `to` from the account's UTXOs (Esplora
 * `/address/:address/utxo`, mempool ones included), change back to the account, at the network's
 * fee rate. Spends native SegWit (P2WPKH), nested SegWit (P2SH-P2WPKH) and Taproot key-path outputs.
 */
export async function buildTransferPsbt({ network, account, to, value }: BuildTransferPsbtParameters) {
  const addressNetwork = addressNetworkOf(account.address)
  const decoded = Address(addressNetwork).decode(account.address)
  const script = OutScript.encode(decoded)
  const publicKey = Uint8Array.from(account.publicKey)
  const spending =
    decoded.type === 'tr'
      ? { tapInternalKey: publicKey.length === 33 ? publicKey.slice(1) : publicKey }
      : decoded.type === 'sh'
        ? { redeemScript: p2wpkh(publicKey, addressNetwork).script }
        : {}
  const [utxos, feePerByte] = await Promise.all([
    readEsplora<EsploraUtxo[]>(network, `/address/${encodeURIComponent(account.address)}/utxo`),
    feeRateOf(network),
  ])
  const inputs = utxos.map((utxo) => ({
    txid: utxo.txid,
    index: utxo.vout,
    witnessUtxo: { script, amount: BigInt(utxo.value) },
    ...spending,
  }))
  const selected = selectUTXO(inputs, [{ address: to, amount: value }], 'default', {
    feePerByte,
    changeAddress: account.address,
    network: addressNetwork,
    createTx: true,
  })
  if (!selected?.tx) throw new InsufficientFundsError({ address: account.address, value })
  return {
    psbt: selected.tx.toPSBT(),
    signingIndexes: Array.from({ length: selected.tx.inputsLength }, (_, index) => index),
  }
}
