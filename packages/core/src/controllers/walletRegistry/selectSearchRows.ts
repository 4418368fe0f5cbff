import type { WalletRow } from '../../types/connector.js'
import type { PorticoState } from '../../types/state.js'
import { selectWalletRows, type WalletRowOptions } from '../connectors/selectWalletRows.js'

/**
 * The rows of a wallet search (AllWallets with a query): the search results, best match first,
 * each merged with the visitor's installed connector for that wallet (one row per wallet);
 * excluded wallets are left out.
 */
export function selectSearchRows(
  state: Pick<PorticoState, 'connectors' | 'registry'>,
  options: WalletRowOptions = {},
): WalletRow[] {
  const results = state.registry.search.results
  const order = new Map(results.map((listing, index) => [listing.id, index]))
  const position = (row: WalletRow) => order.get(row.listing?.id ?? '') ?? -1
  return selectWalletRows({ connectors: state.connectors, listings: results, recentWallets: [] }, options)
    .filter((row) => position(row) >= 0)
    .sort((a, b) => position(a) - position(b))
}
