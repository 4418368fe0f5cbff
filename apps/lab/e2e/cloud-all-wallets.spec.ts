import { labRegistryTestWallet } from '../src/configs/labRegistryTestWallet.js'
import { AllWalletsPanel } from './pages/AllWalletsPanel.js'
import { expect, test } from './world/labTest.js'

/** The catalogue the cloud seeds (apps/cloud/data/wallets.json): 114 real wallets, 3 pages of 40. */
const CATALOGUE_SIZE = 114

test.use({ labConfig: 'cloud-remote-on' })

test('pages through the registry as the end of the list scrolls into view', async ({
  lab,
  modal,
  page,
  validator,
}) => {
  const pagesAsked: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname === '/getWallets' && url.searchParams.get('entries') === '40')
      pagesAsked.push(url.searchParams.get('page') ?? '')
  })
  await lab.goto()
  await modal.open()
  const allWallets = new AllWalletsPanel(page)
  await allWallets.openFromConnect()
  await expect(allWallets.list).toHaveAttribute('data-state', 'ready')
  await expect(allWallets.more).toHaveCount(1)
  for (const loaded of [2, 3]) {
    await allWallets.more.scrollIntoViewIfNeeded()
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as PorticoLab).__porticoLab.portico.state.registry.page),
      )
      .toBe(loaded)
    await expect(allWallets.list).toHaveAttribute('data-state', 'ready')
  }
  await expect(allWallets.more).toHaveCount(0)
  await expect(allWallets.rows).toHaveCount(CATALOGUE_SIZE)
  await validator.expectNoDuplicateWalletRows()
  expect(pagesAsked).toEqual(['1', '2', '3'])
  // The installed test wallet (Rabby's rdns) is merged with Rabby's registry row.
  await expect(modal.walletRow(labRegistryTestWallet.rdns)).toHaveCount(1)
  await expect(modal.walletRow(labRegistryTestWallet.rdns)).toHaveAttribute('data-installed', 'true')
})

test('searches the registry: ranked results, one row per wallet, no match', async ({ lab, modal, page }) => {
  await lab.goto()
  await modal.open()
  const allWallets = new AllWalletsPanel(page)
  await allWallets.openFromConnect()
  await expect(allWallets.list).toHaveAttribute('data-state', 'ready')

  await allWallets.searchFor('rabby')
  expect((await allWallets.rowKeys())[0]).toBe(labRegistryTestWallet.rdns)
  await expect(modal.walletRow(labRegistryTestWallet.rdns)).toHaveCount(1)
  await expect(modal.walletRow(labRegistryTestWallet.rdns)).toHaveAttribute('data-installed', 'true')
  await expect(allWallets.more).toHaveCount(0)

  await allWallets.searchFor('metamask')
  expect((await allWallets.rowKeys())[0]).toBe('io.metamask')
  await expect(modal.walletRow(labRegistryTestWallet.rdns)).toHaveCount(0)

  await allWallets.searchFor('zzqxjv')
  await expect(allWallets.empty).toHaveText('No wallet found')

  await allWallets.search.fill('')
  await expect(allWallets.search).toHaveAttribute('data-state', 'idle')
  await expect(modal.walletRow('io.metamask')).toHaveCount(1)
})

test('a registry wallet that is not installed links to its homepage, since this app has no WalletConnect', async ({
  lab,
  modal,
  page,
}) => {
  await lab.goto()
  await modal.open()
  const allWallets = new AllWalletsPanel(page)
  await allWallets.openFromConnect()
  await allWallets.searchFor('metamask')
  const metamask = modal.walletRow('io.metamask')
  await expect(metamask).toHaveAttribute('href', 'https://metamask.io/')
  await expect(metamask).toHaveAttribute('target', '_blank')
  await expect(metamask).toHaveAttribute('data-state', 'get')
  await expect(metamask).toContainText('Get')
})

interface PorticoLab {
  __porticoLab: { portico: { state: { registry: { page: number } } } }
}

test("the 'All wallets' row counts the registry's wallets, not the rows Connect already shows", async ({
  lab,
  modal,
  page,
}) => {
  await lab.goto()
  await modal.open()
  await expect(page.getByTestId('all-wallets-count')).toHaveText(String(CATALOGUE_SIZE))
})
