import { Address, OutScript, selectUTXO } from '@scure/btc-signer'
import { broadcastBitcoinTransaction } from '../bitcoinWallet/broadcastBitcoinTransaction.js'
import { WalletRpcError, walletErrorCodes } from '../wallet/WalletRpcError.js'

type AddressNetwork = Parameters<typeof Address>[0]

/** The confirmation target the fee is estimated for; 1 sat/vB when Esplora estimates nothing (regtest). */
const FEE_TARGET_BLOCKS = '6'

async function esplora<Answer>(esploraUrl: string, path: string): Promise<Answer> {
  const response = await fetch(`${esploraUrl.replace(/\/$/, '')}${path}`)
  if (!response.ok)
    throw new WalletRpcError(walletErrorCodes.internal, `Esplora answered ${response.status} for ${path}`)
  return (await response.json()) as Answer
}

/**
 * bip122 `sendTransfer` as a wallet does it: spends the P2WPKH payment address's UTXOs (Esplora), pays `amount`
 * sats to `to`, change back, signs with the key, broadcasts, and resolves with the txid.
 */
export async function sendBitcoinTransfer(parameters: {
  esploraUrl: string
  network: AddressNetwork
  privateKey: Uint8Array
  from: string
  to: string
  amount: bigint
  changeAddress?: string
}): Promise<string> {
  const { esploraUrl, network, privateKey, from, to, amount } = parameters
  try {
    Address(network).decode(to)
  } catch {
    throw WalletRpcError.invalidParams(`${to} is not an address of this network`)
  }
  const script = OutScript.encode(Address(network).decode(from))
  const [utxos, estimates] = await Promise.all([
    esplora<{ txid: string; vout: number; value: number }[]>(esploraUrl, `/address/${from}/utxo`),
    esplora<Record<string, number>>(esploraUrl, '/fee-estimates'),
  ])
  const inputs = utxos.map((utxo) => ({
    txid: utxo.txid,
    index: utxo.vout,
    witnessUtxo: { script, amount: BigInt(utxo.value) },
  }))
  const selected = selectUTXO(inputs, [{ address: to, amount }], 'default', {
    feePerByte: BigInt(Math.max(1, Math.ceil(estimates[FEE_TARGET_BLOCKS] ?? 1))),
    changeAddress: parameters.changeAddress ?? from,
    network,
    createTx: true,
  })
  if (!selected?.tx) throw new WalletRpcError(walletErrorCodes.internal, `Insufficient funds in ${from}`)
  selected.tx.sign(privateKey)
  selected.tx.finalize()
  return broadcastBitcoinTransaction(esploraUrl, selected.tx.hex)
}
