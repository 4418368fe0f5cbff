import { describe, expect, it } from 'vitest'
import type { Connector, WalletListing } from '../../types/connector.js'
import { selectWalletRows } from './selectWalletRows.js'

const metamaskProvider = { isMetaMask: true }
const announced = (name: string, rdns: string, provider: object = {}): Connector => ({
  id: rdns,
  name,
  type: 'ANNOUNCED',
  chain: 'eip155',
  info: { rdns },
  provider,
})
const listing = (id: string, name: string, rdns?: string): WalletListing => ({
  id,
  name,
  ...(rdns ? { rdns } : {}),
})
const state = (parts: {
  connectors?: Connector[]
  listings?: WalletListing[]
  recentWallets?: WalletListing[]
}) => ({
  connectors: parts.connectors ?? [],
  listings: parts.listings ?? [],
  recentWallets: parts.recentWallets ?? [],
})
const summary = (rows: ReturnType<typeof selectWalletRows>) => rows.map((row) => `${row.group}:${row.name}`)

describe('selectWalletRows', () => {
  it('gives one row per wallet for an announced wallet, its registry listing and a recent entry (same rdns)', () => {
    const rows = selectWalletRows(
      state({
        connectors: [announced('MetaMask', 'io.metamask', metamaskProvider)],
        listings: [listing('mm', 'MetaMask', 'io.metamask')],
        recentWallets: [listing('io.metamask', 'MetaMask', 'io.metamask')],
      }),
    )
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ key: 'io.metamask', name: 'MetaMask', group: 'recent', installed: true })
    expect(rows[0]?.connectors.map((connector) => connector.id)).toEqual(['io.metamask'])
  })

  it('merges the legacy window.ethereum connector into the announced wallet with the same provider', () => {
    const legacy: Connector = {
      id: 'injected',
      name: 'Injected',
      type: 'INJECTED',
      chain: 'eip155',
      provider: metamaskProvider,
    }
    const rows = selectWalletRows(
      state({
        connectors: [
          legacy,
          announced('MetaMask', 'io.metamask', metamaskProvider),
          announced('Rabby', 'io.rabby'),
        ],
      }),
    )
    expect(summary(rows)).toEqual(['injected:MetaMask', 'injected:Rabby'])
    expect(rows[0]?.connectors.map((connector) => connector.type)).toEqual(['ANNOUNCED'])
  })

  it('keeps a legacy injected wallet that no announced wallet matches', () => {
    const legacy: Connector = {
      id: 'injected',
      name: 'Browser Wallet',
      type: 'INJECTED',
      chain: 'eip155',
      provider: {},
    }
    expect(
      summary(selectWalletRows(state({ connectors: [legacy, announced('Rabby', 'io.rabby')] }))),
    ).toEqual(['injected:Rabby', 'injected:Browser Wallet'])
  })

  it('joins a wallet across namespaces by name, one connector per namespace', () => {
    const solana: Connector = { id: 'phantom', name: 'Phantom', type: 'ANNOUNCED', chain: 'solana' }
    const rows = selectWalletRows(state({ connectors: [announced('Phantom', 'app.phantom'), solana] }))
    expect(rows).toHaveLength(1)
    expect(rows[0]?.connectors.map((connector) => connector.chain)).toEqual(['eip155', 'solana'])
  })

  it('orders groups walletConnect, recent, injected, featured, custom, external, recommended', () => {
    const rows = selectWalletRows(
      state({
        connectors: [
          { id: 'coinbase', name: 'Coinbase Wallet', type: 'EXTERNAL', chain: 'eip155' },
          announced('Rabby', 'io.rabby'),
          { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' },
          { id: 'auth', name: 'Email', type: 'AUTH', chain: 'eip155' },
        ],
        listings: [
          listing('zerion', 'Zerion'),
          listing('ledger', 'Ledger Live'),
          listing('okx', 'OKX Wallet'),
        ],
        recentWallets: [listing('uniswap', 'Uniswap Wallet')],
      }),
      { featuredWalletIds: ['ledger', 'zerion'], customWallets: [listing('my', 'My Wallet')] },
    )
    expect(summary(rows)).toEqual([
      'walletConnect:WalletConnect',
      'recent:Uniswap Wallet',
      'injected:Rabby',
      'featured:Ledger Live',
      'featured:Zerion',
      'custom:My Wallet',
      'external:Coinbase Wallet',
      'recommended:OKX Wallet',
    ])
  })

  it('leaves out excluded wallets by rdns, by id and by name in any case', () => {
    const rows = selectWalletRows(
      state({
        connectors: [announced('MetaMask', 'io.metamask'), announced('Rabby', 'io.rabby')],
        listings: [listing('zerion', 'Zerion'), listing('okx', 'OKX Wallet')],
      }),
      { excludeWalletIds: ['io.metamask', 'RABBY', 'zerion'] },
    )
    expect(summary(rows)).toEqual(['recommended:OKX Wallet'])
  })

  it('with includeWalletIds keeps only those registry wallets, and every installed one', () => {
    const rows = selectWalletRows(
      state({
        connectors: [announced('Rabby', 'io.rabby')],
        listings: [listing('zerion', 'Zerion'), listing('okx', 'OKX')],
      }),
      { includeWalletIds: ['okx'] },
    )
    expect(summary(rows)).toEqual(['injected:Rabby', 'recommended:OKX'])
  })

  it("shows 'Trust Wallet' as 'Trust' and matches the two names as one wallet", () => {
    const rows = selectWalletRows(
      state({
        connectors: [announced('Trust Wallet', 'com.trustwallet.app')],
        listings: [listing('trust', 'Trust')],
      }),
    )
    expect(rows.map((row) => row.name)).toEqual(['Trust'])
  })

  it('orders recent wallets newest first', () => {
    const rows = selectWalletRows(state({ recentWallets: [listing('b', 'Beta'), listing('a', 'Alpha')] }))
    expect(summary(rows)).toEqual(['recent:Beta', 'recent:Alpha'])
  })
})
