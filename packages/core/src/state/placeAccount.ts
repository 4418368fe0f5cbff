import { formatCaipAddress } from '../caip/formatCaipAddress.js'
import type { AccountState } from '../types/account.js'
import type { ChainNamespace } from '../types/namespace.js'
import type { Network } from '../types/network.js'

/**
 * Puts the account's address on a network: its CAIP-10 id and its page on the network's block explorer
 * (`<explorer>/address/<address>`, undefined where the network names none), kept together as the address or the
 * network changes, so that `getState()` gives apps without React what `usePorticoAccount` gives.
 */
export function placeAccount(
  account: AccountState,
  namespace: ChainNamespace,
  network: Network,
  address: string,
): void {
  account.address = address
  account.caipAddress = formatCaipAddress({ chainNamespace: namespace, chainId: network.id, address })
  const explorer = network.blockExplorers?.default.url
  account.addressExplorerUrl = explorer ? `${explorer.replace(/\/+$/, '')}/address/${address}` : undefined
}
