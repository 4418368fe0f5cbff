// @vitest-environment happy-dom
import type { AdapterEvent } from '@portico/core'
import type { Wallet } from '@wallet-standard/base'
import { expect, it } from 'vitest'
import { solanaAdapter } from '../adapter/solanaAdapter.js'
import { solana } from '../networks/solana.js'
import { registerOnPage } from '../testWorld/registerOnPage.js'

const icon = 'data:image/svg+xml;base64,PHN2Zy8+' as const
const pageWallet = (name: string, chains: Wallet['chains']): Wallet => ({
  version: '1.0.0',
  name,
  icon,
  chains,
  accounts: [],
  features: { 'standard:connect': { version: '1.0.0', connect: async () => ({ accounts: [] }) } },
})

it('lists the Solana wallets registered on the page, and announces one registered later', async () => {
  registerOnPage(pageWallet('Early Wallet', ['solana:mainnet']))
  registerOnPage(pageWallet('Sui Only', ['sui:mainnet']))
  const adapter = solanaAdapter()
  const events: AdapterEvent[] = []
  await adapter.setup({
    networks: [solana],
    enableEIP6963: true,
    enableInjected: true,
    emit: (e) => events.push(e),
  })
  expect(adapter.getConnectors().map(({ id, name, type, chain }) => ({ id, name, type, chain }))).toEqual([
    { id: 'early-wallet', name: 'Early Wallet', type: 'ANNOUNCED', chain: 'solana' },
  ])

  registerOnPage(pageWallet('Late Wallet', ['solana:mainnet', 'solana:devnet']))
  const announced = events.find((event) => event.type === 'connectors')
  expect(announced?.type === 'connectors' && announced.connectors.map((connector) => connector.id)).toEqual([
    'early-wallet',
    'late-wallet',
  ])
  adapter.destroy?.()
})

it("lists the app's own wallets after the page's; a page wallet of the same name is the one listed", async () => {
  registerOnPage(pageWallet('Shared Name', ['solana:mainnet']))
  const appOnly = pageWallet('App Wallet', ['solana:mainnet'])
  const appShared = pageWallet('Shared Name', ['solana:mainnet'])
  const adapter = solanaAdapter({ wallets: [appOnly, appShared] })
  await adapter.setup({
    networks: [solana],
    enableEIP6963: true,
    enableInjected: true,
    emit: () => undefined,
  })
  const ids = adapter.getConnectors().map((connector) => connector.id)
  expect(ids.indexOf('app-wallet')).toBeGreaterThan(ids.indexOf('shared-name'))
  expect(adapter.getConnectors().find((connector) => connector.id === 'shared-name')?.provider).not.toBe(
    appShared,
  )
  expect(adapter.getConnectors().find((connector) => connector.id === 'app-wallet')?.provider).toBe(appOnly)
  adapter.destroy?.()
})
