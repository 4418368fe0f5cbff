import type { WalletConnectTestWallet } from '@portico/testing'
import { expect, test } from './world/labTest.js'
import { openWalletConnectPhone } from './world/openWalletConnectPhone.js'
import { readE2eCloudUrl } from './world/readE2eCloudUrl.js'
import { scanWalletConnectQr } from './world/scanWalletConnectQr.js'

/** The relay allows 5 minutes of drift: a page clock an hour ahead is refused. */
const HOUR_MS = 60 * 60_000

let phones: WalletConnectTestWallet[] = []
test.afterEach(async () => {
  for (const phone of phones) await phone.close().catch(() => undefined)
  phones = []
})

test.describe('WalletConnect with the device clock ahead', () => {
  test.use({ labConfig: 'walletconnect', injectWallets: false })

  test("choosing WalletConnect on a device whose clock is an hour ahead shows 'Session Expired', which asks to check the clock", async ({
    lab,
    modal,
    page,
  }) => {
    // The page's clock an hour ahead of the relay's (which allows 5 minutes of drift); time still runs.
    await page.clock.install({ time: Date.now() + HOUR_MS })
    await lab.goto('walletconnect')
    await modal.open()
    await page.getByTestId('wallet-row-walletconnect').click()
    await expect(modal.alert).toContainText('Session Expired')
    await expect(modal.alert).toContainText('device clock')
    await expect(page.getByTestId('walletconnect-error')).toHaveAttribute('data-kind', 'failed')
  })

  test("a connected session survives a reload with the clock ahead ('Session Expired'): with the clock right again, the next reload is connected", async ({
    lab,
    modal,
    page,
    devnet,
  }) => {
    // Pairing, then two reloads, on a loaded machine.
    test.setTimeout(150_000)
    await lab.goto('walletconnect')
    const { phone, account } = await openWalletConnectPhone(devnet)
    phones.push(phone)
    await phone.pair(await scanWalletConnectQr(page, modal))
    const address = new RegExp(`^${account.address}$`, 'i')
    await expect(lab.field('portico-address')).toHaveText(address)

    // From the reload on, the page's clock an hour ahead of the relay's; time still runs.
    await page.clock.install({ time: Date.now() + HOUR_MS })
    await lab.reload()
    await expect(lab.events('ALERT')).toContainText('SESSION_EXPIRED')
    await expect(lab.field('portico-status')).not.toHaveText('connected')
    await modal.open()
    await expect(modal.alert).toContainText('Session Expired')
    await expect(modal.alert).toContainText('device clock')
    await modal.close()

    await page.clock.setSystemTime(Date.now())
    await lab.reload()
    await expect(lab.field('portico-status')).toHaveText('connected')
    await expect(lab.field('portico-address')).toHaveText(address)
  })
})

test.describe('WalletConnect on a relay that does not know the project, no cloud API in front', () => {
  test.use({ labConfig: 'walletconnect-relay-bad-project', injectWallets: false })

  test("choosing WalletConnect shows 'Invalid Project ID', said by the relay's close of the socket", async ({
    lab,
    modal,
    page,
  }) => {
    const cloudUrl = readE2eCloudUrl()
    const cloudRequests: string[] = []
    const sockets: string[] = []
    page.on('request', (request) => {
      if (request.url().startsWith(cloudUrl)) cloudRequests.push(request.url())
    })
    page.on('websocket', (socket) => sockets.push(socket.url()))
    await lab.goto('walletconnect-relay-bad-project')
    await modal.open()
    await page.getByTestId('wallet-row-walletconnect').click()
    await expect(modal.alert).toContainText('Invalid Project ID')
    await expect(modal.alert).toContainText('The project id is not known to Portico Cloud')
    await expect(page.getByTestId('walletconnect-error')).toHaveAttribute('data-kind', 'failed')
    // The relay said it: its socket was the page's only contact with the cloud.
    expect(sockets.filter((url) => url.includes('/relay'))).toHaveLength(1)
    expect(cloudRequests).toEqual([])
  })
})
