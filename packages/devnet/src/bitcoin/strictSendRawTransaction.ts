import { type BcoinFullNode, bcoin } from './bcoin.js'

// Bitcoin Core's RPC error codes for sendrawtransaction.
const RPC_DESERIALIZATION_ERROR = -22
const RPC_VERIFY_ERROR = -25
const RPC_VERIFY_REJECTED = -26

const rpcError = (code: number, message: string) =>
  Object.assign(new Error(message), { type: 'RPCError', code })

/**
 * bcoin's `sendrawtransaction` relays in the background and always answers the txid. This one adds
 * the transaction to the mempool first and answers Bitcoin Core's errors (`-26 bad-txns-in-belowout`,
 * `-25 bad-txns-inputs-missingorspent`, ...), so wallets see a rejected transaction as rejected.
 */
export function strictSendRawTransaction(node: BcoinFullNode): void {
  node.rpc.calls.sendrawtransaction = async ([hex]) => {
    let tx: ReturnType<typeof bcoin.TX.fromRaw>
    try {
      tx = bcoin.TX.fromRaw(Buffer.from(String(hex), 'hex'))
    } catch {
      throw rpcError(RPC_DESERIALIZATION_ERROR, 'TX decode failed')
    }
    let missing: unknown[] | null
    try {
      missing = await node.mempool.addTX(tx)
    } catch (error) {
      const { type, reason } = error as { type?: string; reason?: string }
      if (type !== 'VerifyError' || !reason) throw error
      if (reason.includes('missingorspent')) throw rpcError(RPC_VERIFY_ERROR, reason)
      // bcoin's word for a conflict with a mempool transaction; Core says txn-mempool-conflict.
      throw rpcError(
        RPC_VERIFY_REJECTED,
        reason === 'bad-txns-inputs-spent' ? 'txn-mempool-conflict' : reason,
      )
    }
    if (missing) throw rpcError(RPC_VERIFY_ERROR, 'bad-txns-inputs-missingorspent')
    return tx.txid()
  }
}
