import type { Connector, WalletRow } from '@portico/core'
import type { PorticoSnapshot } from '../state/PorticoSnapshot.js'

const installedTypes = new Set(['ANNOUNCED', 'INJECTED', 'MULTI_CHAIN'])

/**
 * One row per wallet from the connectors (keyed by rdns, else name), installed wallets first.
 * Local stand-in for core's selectWalletRows until it is exported.
 */
export function walletRows(state: PorticoSnapshot): WalletRow[] {
  const rows = new Map<string, WalletRow>()
  for (const connector of state.connectors as Connector[]) {
    const key = connector.info?.rdns ?? connector.name.toLowerCase().replace(/\s+/g, '-')
    const row = rows.get(key)
    const installed = installedTypes.has(connector.type)
    if (row) {
      if (!row.connectors.some((c) => c.chain === connector.chain)) row.connectors.push(connector)
      row.installed ||= installed
      continue
    }
    rows.set(key, {
      key,
      name: connector.name,
      imageUrl: connector.imageUrl ?? connector.info?.icon,
      rdns: connector.info?.rdns,
      group: installed ? 'injected' : 'external',
      installed,
      connectors: [connector],
    })
  }
  return [...rows.values()].sort((a, b) => Number(b.installed) - Number(a.installed))
}
