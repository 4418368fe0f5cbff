import type { WebSocket } from 'ws'
import { stringifyJson } from '../json/stringifyJson.js'
import { type AccountEncoding, encodeAccount } from './encodeAccount.js'
import type { SolanaLedger, TransactionRecord } from './SolanaLedger.js'
import { invalidParams } from './solanaRpcError.js'

type Subscription =
  | { kind: 'slot' }
  | { kind: 'signature'; signature: string }
  | { kind: 'account'; address: string; encoding: AccountEncoding | undefined; last: string }

const notificationMethods = {
  slot: 'slotNotification',
  signature: 'signatureNotification',
  account: 'accountNotification',
} as const

/**
 * The PubSub side of the node for one WebSocket: slotSubscribe, signatureSubscribe (one-shot, answered
 * at once when the signature is already processed, as the validator does) and accountSubscribe.
 */
export function solanaSubscriptions(ledger: SolanaLedger, socket: WebSocket, nextId: () => number) {
  const subscriptions = new Map<number, Subscription>()
  const notify = (id: number, kind: Subscription['kind'], result: unknown) => {
    if (socket.readyState !== socket.OPEN) return
    socket.send(
      stringifyJson({
        jsonrpc: '2.0',
        method: notificationMethods[kind],
        params: { result, subscription: id },
      }),
    )
  }
  const encodeCurrent = (address: string, encoding: AccountEncoding | undefined) => {
    const account = ledger.getAccount(address)
    return account ? encodeAccount(account, { encoding }, ledger.decimalsOf) : null
  }
  const signatureDone = (id: number, record: TransactionRecord) => {
    subscriptions.delete(id)
    notify(id, 'signature', { context: { slot: record.slot }, value: { err: record.err } })
  }

  const onSlot = (slot: bigint) => {
    for (const [id, subscription] of subscriptions) {
      if (subscription.kind === 'slot')
        notify(id, 'slot', { parent: slot - 1n, root: slot > 32n ? slot - 32n : 0n, slot })
    }
  }
  const onTransaction = (record: TransactionRecord) => {
    for (const [id, subscription] of subscriptions) {
      if (subscription.kind === 'signature' && subscription.signature === record.signature)
        signatureDone(id, record)
      if (subscription.kind === 'account' && record.parsed.accountKeys.includes(subscription.address)) {
        const value = encodeCurrent(subscription.address, subscription.encoding)
        const text = stringifyJson(value)
        if (text === subscription.last) continue
        subscription.last = text
        notify(id, 'account', { context: { slot: ledger.slot }, value })
      }
    }
  }
  ledger.on('slot', onSlot)
  ledger.on('transaction', onTransaction)

  return {
    subscribe(method: string, params: unknown[]): number | boolean | undefined {
      const [first, options] = params
      const id = nextId()
      if (method === 'slotSubscribe') {
        subscriptions.set(id, { kind: 'slot' })
      } else if (method === 'signatureSubscribe') {
        if (typeof first !== 'string') throw invalidParams('expected a signature')
        subscriptions.set(id, { kind: 'signature', signature: first })
        const record = ledger.transaction(first)
        if (record) setImmediate(() => signatureDone(id, record))
      } else if (method === 'accountSubscribe') {
        if (typeof first !== 'string') throw invalidParams('expected an address')
        const encoding = (options as { encoding?: AccountEncoding } | undefined)?.encoding
        subscriptions.set(id, {
          kind: 'account',
          address: first,
          encoding,
          last: stringifyJson(encodeCurrent(first, encoding)),
        })
      } else if (/^(slot|signature|account)Unsubscribe$/.test(method)) {
        return subscriptions.delete(Number(first))
      } else {
        return undefined
      }
      return id
    },
    close() {
      ledger.off('slot', onSlot)
      ledger.off('transaction', onTransaction)
      subscriptions.clear()
    },
  }
}
