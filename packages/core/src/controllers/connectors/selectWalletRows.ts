import { CONNECTOR_ORDER } from '../../constants/defaultFeatures.js'
import { walletDisplayName } from '../../format/walletDisplayName.js'
import type { Connector, WalletGroup, WalletListing, WalletRow } from '../../types/connector.js'
import type { PorticoState } from '../../types/state.js'
import { normaliseWalletName } from './normaliseWalletName.js'

export interface WalletRowOptions {
  featuredWalletIds?: readonly string[]
  includeWalletIds?: readonly string[]
  excludeWalletIds?: readonly string[]
  customWallets?: readonly WalletListing[]
}

interface Draft {
  name: string
  rdns: string | undefined
  connectors: Connector[]
  listing: WalletListing | undefined
  groups: Set<WalletGroup>
}

const INSTALLED_TYPES = new Set(['ANNOUNCED', 'INJECTED', 'MULTI_CHAIN'])
/** Announced connectors go first so a legacy window.ethereum connector can merge into them. */
const CONNECTOR_PRECEDENCE = ['WALLET_CONNECT', 'ANNOUNCED', 'MULTI_CHAIN', 'EXTERNAL', 'INJECTED']

function groupOfConnector(connector: Connector): WalletGroup {
  if (connector.type === 'WALLET_CONNECT') return 'walletConnect'
  if (connector.type === 'EXTERNAL') return 'external'
  return 'injected'
}

function sameProvider(draft: Draft, connector: Connector): boolean {
  return (
    connector.provider !== undefined &&
    draft.connectors.some(
      (existing) => existing.chain === connector.chain && existing.provider === connector.provider,
    )
  )
}

function findDraft(drafts: Draft[], rdns: string | undefined, name: string, id?: string): Draft | undefined {
  const key = normaliseWalletName(name)
  return (
    (rdns === undefined ? undefined : drafts.find((draft) => draft.rdns === rdns)) ??
    drafts.find((draft) => normaliseWalletName(draft.name) === key) ??
    (id === undefined ? undefined : drafts.find((draft) => draft.listing?.id === id))
  )
}

function addConnector(drafts: Draft[], connector: Connector): void {
  const group = groupOfConnector(connector)
  const rdns = connector.info?.rdns
  const draft =
    group === 'walletConnect'
      ? drafts.find((candidate) => candidate.groups.has('walletConnect'))
      : (drafts.find((candidate) => sameProvider(candidate, connector)) ??
        findDraft(drafts, rdns, connector.name, connector.explorerId))
  if (!draft) {
    drafts.push({
      name: connector.name,
      rdns,
      connectors: [connector],
      listing: undefined,
      groups: new Set([group]),
    })
    return
  }
  // One connector per namespace: the first (announced) one wins over a legacy injected duplicate.
  if (!draft.connectors.some((existing) => existing.chain === connector.chain))
    draft.connectors.push(connector)
  draft.rdns ??= rdns
  draft.groups.add(group)
}

function addListing(drafts: Draft[], listing: WalletListing, group: WalletGroup): void {
  const draft = findDraft(drafts, listing.rdns, listing.name, listing.id)
  if (!draft) {
    drafts.push({ name: listing.name, rdns: listing.rdns, connectors: [], listing, groups: new Set([group]) })
    return
  }
  draft.listing ??= listing
  draft.rdns ??= listing.rdns
  draft.groups.add(group)
}

function isExcluded(draft: Draft, excluded: Set<string>): boolean {
  const ids = [
    draft.rdns,
    draft.listing?.id,
    draft.name.toLowerCase(),
    walletDisplayName(draft.name).toLowerCase(),
  ]
  return ids.some((id) => id !== undefined && excluded.has(id.toLowerCase()))
}

function toRow(draft: Draft): WalletRow {
  const group = CONNECTOR_ORDER.find((candidate) => draft.groups.has(candidate)) ?? 'recommended'
  const first = draft.connectors[0]
  const imageUrl = first?.imageUrl ?? first?.info?.icon ?? draft.listing?.image_url
  const row: WalletRow = {
    key:
      group === 'walletConnect'
        ? 'walletConnect'
        : (draft.rdns ?? draft.listing?.id ?? first?.id ?? draft.name),
    name: walletDisplayName(draft.name),
    group,
    installed: draft.connectors.some((connector) => INSTALLED_TYPES.has(connector.type)),
    connectors: draft.connectors,
  }
  if (imageUrl !== undefined) row.imageUrl = imageUrl
  if (draft.rdns !== undefined) row.rdns = draft.rdns
  if (draft.listing !== undefined) row.listing = draft.listing
  return row
}

/**
 * Every wallet source in one list with one row per wallet (keyed by rdns, else listing id or
 * connector id), in the documented group order: walletConnect, recent, injected, featured, custom,
 * external, recommended. Excluded wallets (rdns, id or case-insensitive name) are left out; with
 * includeWalletIds, registry wallets not on it are left out. The auth connector is not a row: it
 * is reached through the e-mail and social connect methods.
 */
export function selectWalletRows(
  state: Pick<PorticoState, 'connectors' | 'listings' | 'recentWallets'>,
  options: WalletRowOptions = {},
): WalletRow[] {
  const featured = options.featuredWalletIds ?? []
  const drafts: Draft[] = []
  const connectors = state.connectors
    .filter((connector) => connector.type !== 'AUTH')
    .sort((a, b) => CONNECTOR_PRECEDENCE.indexOf(a.type) - CONNECTOR_PRECEDENCE.indexOf(b.type))
  for (const connector of connectors) addConnector(drafts, connector)
  for (const listing of state.recentWallets) addListing(drafts, listing, 'recent')
  for (const listing of options.customWallets ?? []) addListing(drafts, listing, 'custom')
  for (const listing of state.listings) {
    addListing(drafts, listing, featured.includes(listing.id) ? 'featured' : 'recommended')
  }

  const excluded = new Set((options.excludeWalletIds ?? []).map((id) => id.toLowerCase()))
  const included = options.includeWalletIds ?? []
  const fromRegistryOnly = (draft: Draft) =>
    [...draft.groups].every((group) => group === 'featured' || group === 'recommended')
  const kept = drafts.filter(
    (draft) =>
      !isExcluded(draft, excluded) &&
      (included.length === 0 || !fromRegistryOnly(draft) || included.includes(draft.listing?.id ?? '')),
  )

  const rank = (row: WalletRow) => {
    const ids = row.group === 'featured' ? featured : state.recentWallets.map((wallet) => wallet.id)
    const position = row.listing ? ids.indexOf(row.listing.id) : -1
    return row.group === 'featured' || row.group === 'recent' ? position : 0
  }
  return kept
    .map(toRow)
    .map((row, index) => ({ row, index }))
    .sort(
      (a, b) =>
        CONNECTOR_ORDER.indexOf(a.row.group) - CONNECTOR_ORDER.indexOf(b.row.group) ||
        rank(a.row) - rank(b.row) ||
        a.index - b.index,
    )
    .map(({ row }) => row)
}
