import { labTestWallet } from '../src/configs/labTestWallet.js'
import { AllWalletsPanel } from './pages/AllWalletsPanel.js'
import { expect, test } from './world/labTest.js'
import { readE2eCloudUrl } from './world/readE2eCloudUrl.js'

test.describe('cloud-basic', () => {
  test.use({ labConfig: 'cloud-basic' })

  test('basic mode sends nothing to the cloud; All wallets filters the installed wallets', async ({
    lab,
    modal,
    page,
  }) => {
    const cloudOrigin = new URL(readE2eCloudUrl()).origin
    const toCloud: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).origin === cloudOrigin) toCloud.push(request.url())
    })
    await lab.goto()
    await modal.open()
    await expect(modal.view).toHaveAttribute('data-state', 'ready')
    const allWallets = new AllWalletsPanel(page)
    await allWallets.openFromConnect()
    await expect(allWallets.list).toHaveAttribute('data-state', 'unavailable')
    await allWallets.search.fill('portico test')
    await expect(modal.walletRow(labTestWallet.rdns)).toHaveCount(1)
    await allWallets.search.fill('metamask')
    await expect(allWallets.empty).toHaveText('No wallet found')
    await modal.close()
    await modal.open()
    await expect(modal.alert).toHaveCount(0)
    expect(toCloud).toEqual([])
  })
})

test.describe('cloud-remote-on (control)', () => {
  test.use({ labConfig: 'cloud-remote-on' })

  test('the same project without basic mode does ask the cloud', async ({ lab, page }) => {
    const cloudOrigin = new URL(readE2eCloudUrl()).origin
    const asked = page.waitForRequest((request) => new URL(request.url()).origin === cloudOrigin)
    await lab.goto()
    await asked
  })
})
