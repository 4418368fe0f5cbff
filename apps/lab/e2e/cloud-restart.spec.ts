import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { seedPgliteDataDir } from '../../cloud/src/testing/seedPgliteDataDir.js'
import { labRegistryTestWallet } from '../src/configs/labRegistryTestWallet.js'
import { AllWalletsPanel } from './pages/AllWalletsPanel.js'
import { expect, test } from './world/labTest.js'
import { type E2eCloud, startE2eCloud } from './world/startE2eCloud.js'

test.use({ labConfig: 'cloud-remote-on' })

test('the widget keeps working while its cloud restarts, and nothing is lost', async ({
  modal,
  page,
  validator,
  account,
}) => {
  // Two cloud start-ups on a loaded machine.
  test.setTimeout(240_000)
  const dataDir = await mkdtemp(join(tmpdir(), 'portico-e2e-restart-'))
  // A migrated database from PGlite's template, as the world's own cloud gets: the test is about the restart, not initdb.
  seedPgliteDataDir(dataDir)
  // This test's own cloud (stopping the shared one would break the tests running beside it).
  let cloud: E2eCloud | undefined = await startE2eCloud({ dataDir })
  try {
    await page.goto(`/?config=cloud-remote-on&cloud=${encodeURIComponent(cloud.url)}`)
    await expect(page.getByTestId('lab-page')).toHaveAttribute('data-config', 'cloud-remote-on')
    await modal.open()
    // The config's start-up warning (its local features differ from the project's), closed.
    await expect(modal.alert).toContainText('Local configuration ignored')
    await page.getByTestId('portico-alert-close').click()
    await expect(modal.alert).toHaveCount(0)
    const allWallets = new AllWalletsPanel(page)
    await allWallets.openFromConnect()
    await expect(allWallets.list).toHaveAttribute('data-state', 'ready')
    await allWallets.searchFor('rabby')
    expect((await allWallets.rowKeys())[0]).toBe(labRegistryTestWallet.rdns)
    await allWallets.search.fill('')
    await expect(allWallets.search).toHaveAttribute('data-state', 'idle')
    const rowsBefore = await allWallets.rows.count()

    const { port } = cloud
    await cloud.stop()
    cloud = undefined

    // Cloud down: the list stays as loaded, no alert, and a wallet still connects (through the chain).
    await expect(allWallets.rows).toHaveCount(rowsBefore)
    await expect(modal.alert).toHaveCount(0)
    await modal.selectWallet(labRegistryTestWallet.rdns)
    await validator.expectConnected(account.address)

    cloud = await startE2eCloud({ dataDir, port })

    // Back up on the same port and data: a new search works, the session is still there.
    await page.evaluate(() =>
      (window as unknown as PorticoLab).__porticoLab.portico.open({ view: 'AllWallets' }),
    )
    await modal.expectView('AllWallets')
    await expect(allWallets.list).toHaveAttribute('data-state', 'ready')
    await allWallets.searchFor('metamask')
    expect((await allWallets.rowKeys())[0]).toBe('io.metamask')
    await allWallets.search.fill('')
    await expect(allWallets.rows).toHaveCount(rowsBefore)
    await expect(modal.alert).toHaveCount(0)
    await modal.close()
    await modal.expectConnected()
  } finally {
    await cloud?.stop()
    await rm(dataDir, { recursive: true, force: true })
  }
})

interface PorticoLab {
  __porticoLab: { portico: { open(options: { view: string }): Promise<void> } }
}
