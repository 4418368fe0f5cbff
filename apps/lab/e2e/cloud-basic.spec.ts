import { randomUUID } from 'node:crypto'
import { labTestWallet } from '../src/configs/labTestWallet.js'
import { AllWalletsPanel } from './pages/AllWalletsPanel.js'
import { expect, test } from './world/labTest.js'
import { readE2eCloudAdmin } from './world/readE2eCloudAdmin.js'
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

test.describe('cloud-basic analytics', () => {
  test.use({ labConfig: 'cloud-basic' })

  test('basic mode records no analytics event for a connect and disconnect', async ({ modal, page }) => {
    const run = randomUUID()
    const cloudOrigin = new URL(readE2eCloudUrl()).origin
    const toCloud: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).origin === cloudOrigin) toCloud.push(request.url())
    })
    await page.goto(`/?config=cloud-basic&run=${run}`)
    await expect(page.getByTestId('lab-page')).toHaveAttribute('data-config', 'cloud-basic')
    await modal.connect(labTestWallet.rdns)
    await modal.disconnect()
    expect(toCloud).toEqual([])
    // The same question the cloud-analytics spec asks after its connect and disconnect.
    const { url, adminToken } = readE2eCloudAdmin()
    const response = await fetch(`${url}/admin/v1/projects/portico-lab/events?kind=event&limit=1000`, {
      headers: { authorization: `Bearer ${adminToken}` },
    })
    const { events } = (await response.json()) as { events: { url: string }[] }
    expect(events.filter((event) => new URL(event.url).searchParams.get('run') === run)).toEqual([])
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
