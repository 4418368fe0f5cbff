import { WalletRpcError, walletErrorCodes } from '../wallet/WalletRpcError.js'

/** Sends a raw transaction (hex) through Esplora's `POST /tx`; resolves with the txid once the node took it. */
export async function broadcastBitcoinTransaction(esploraUrl: string, hex: string): Promise<string> {
  const response = await fetch(`${esploraUrl.replace(/\/$/, '')}/tx`, { method: 'POST', body: hex })
  const text = (await response.text()).trim()
  if (!response.ok)
    throw new WalletRpcError(walletErrorCodes.internal, `Esplora refused the transaction: ${text}`)
  return text
}
