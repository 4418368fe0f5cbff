import type { Wallet } from '@wallet-standard/base'

/** Every solanaAdapter() without wallets of its own is the same adapter: it reads the page's wallets. */
const SOLANA_ADAPTER_IDENTITY = Object.freeze({ namespace: 'solana' })

/** An identity per list of app wallets, kept along the list: the same wallets in the same order give the same one. */
interface IdentityNode {
  identity: object
  next: WeakMap<Wallet, IdentityNode>
}
const identities = new WeakMap<Wallet, IdentityNode>()

/** What makes two solanaAdapter() objects the same adapter: the same app wallets, in the same order. */
export function adapterIdentity(wallets: readonly Wallet[]): object {
  let identity: object = SOLANA_ADAPTER_IDENTITY
  let level = identities
  for (const wallet of wallets) {
    const node = level.get(wallet) ?? {
      identity: Object.freeze({ namespace: 'solana' }),
      next: new WeakMap(),
    }
    level.set(wallet, node)
    identity = node.identity
    level = node.next
  }
  return identity
}
