import type { AccountState } from '../types/account.js'
import type { CaipAddress, ChainNamespace } from '../types/namespace.js'
import type { Network } from '../types/network.js'

/**
 * Puts the account's address on a network: its CAIP-10 id and its page on the network's block explorer
 * (`<explorer>/address/<address>`, undefined where the network names none), kept together as the address or the
 * network changes, so that `getState()` gives apps without React what `usePorticoAccount` gives.
 *
 * The id is joined here rather than by `formatCaipAddress`: its checks cannot fail on a configured network and an
 * adapter's address, and importing it from the start-up path split it (with the namespace list) into small chunks of
 * their own in an app that installs the feature packages, 0.5 KiB more initial JS (`pnpm budget`).
 */
export function placeAccount(
  account: AccountState,
  namespace: ChainNamespace,
  network: Network,
  address: string,
): void {
  account.address = address
  account.caipAddress = `${namespace}:${network.id}:${address}` as CaipAddress
  const explorer = network.blockExplorers?.default.url
  account.addressExplorerUrl = explorer ? `${explorer.replace(/\/+$/, '')}/address/${address}` : undefined
}
