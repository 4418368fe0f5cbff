import type { AccountState, ChainNamespace, ChainState, Network, PorticoInitialState } from '@portico/core'
import type { PorticoSnapshot } from './PorticoSnapshot.js'

const cache = new WeakMap<PorticoSnapshot, WeakMap<PorticoInitialState, PorticoSnapshot>>()

/**
 * A snapshot that shows the session the server read from the visitor's cookie (`cookieToInitialState`):
 * each remembered namespace connected with its address on its network, the namespace used last
 * active. Namespaces the snapshot already has connected keep their own state. Cached per snapshot
 * and session, so React gets the same object on every call.
 */
export function withInitialState(
  snapshot: PorticoSnapshot,
  initial: PorticoInitialState,
  networks: readonly Network[],
): PorticoSnapshot {
  const cached = cache.get(snapshot)?.get(initial)
  if (cached) return cached
  const chains: Partial<Record<ChainNamespace, ChainState>> = { ...snapshot.chains } as Partial<
    Record<ChainNamespace, ChainState>
  >
  for (const [namespace, connection] of Object.entries(initial.connections) as [
    ChainNamespace,
    NonNullable<PorticoInitialState['connections'][ChainNamespace]>,
  ][]) {
    const chain = chains[namespace]
    if (!chain || chain.accountState.status === 'connected') continue
    const network = networks.find((known) => known.caipNetworkId === connection.caipNetworkId)
    if (!network) continue
    const accountState: AccountState = {
      ...chain.accountState,
      status: 'connected',
      address: connection.address,
      caipAddress: `${connection.caipNetworkId}:${connection.address}`,
    }
    chains[namespace] = {
      ...chain,
      accountState,
      networkState: { ...chain.networkState, caipNetwork: network },
    }
  }
  const active = initial.activeNamespace
  const overlaid = Object.freeze({
    ...snapshot,
    chains,
    activeNamespace: active && chains[active] ? active : snapshot.activeNamespace,
  }) as PorticoSnapshot
  const perSnapshot = cache.get(snapshot) ?? new WeakMap<PorticoInitialState, PorticoSnapshot>()
  perSnapshot.set(initial, overlaid)
  cache.set(snapshot, perSnapshot)
  return overlaid
}
