import type { WalletConnectTestWallet } from '@portico/testing'
import { LAB_SIGN_MESSAGE } from '../src/panels/labTypedData.js'
import { decodeQr } from './world/decodeQr.js'
import { expect, test } from './world/labTest.js'
import { openWalletConnectPhone } from './world/openWalletConnectPhone.js'

let phone: WalletConnectTestWallet | undefined
test.afterEach(async () => {
  await phone?.close().catch(() => undefined)
  phone = undefined
})

test.describe('WalletConnect only, no adapters', () => {
  test.use({ labConfig: 'walletconnect-basic', injectWallets: false })

  test('opening the modal shows the QR code alone; a WalletConnect wallet connects through it, signs, shows its balance and is back after a reload', async ({
    lab,
    modal,
    page,
    devnet,
    validator,
  }) => {
    await lab.goto('walletconnect-basic')
    const opened = await openWalletConnectPhone(devnet)
    phone = opened.phone
    await modal.open()
    await validator.expectView('ConnectingWalletConnectBasic')
    await expect(page.getByTestId('connecting-walletconnect')).toHaveAttribute('data-basic', 'true')
    await expect(page.getByTestId('walletconnect-qr')).toBeVisible()
    await expect(page.getByTestId('walletconnect-copy')).toHaveCount(0)
    await expect(modal.walletRows()).toHaveCount(0)

    let uri: string | undefined
    await expect
      .poll(async () => {
        uri = await decodeQr(page, 'walletconnect-qr')
        return uri
      })
      .toMatch(/^wc:[0-9a-f]{64}@2\?/)
    await phone.pair(uri ?? '')

    await expect(lab.field('portico-status')).toHaveText('connected')
    await expect(lab.field('portico-address')).toHaveText(new RegExp(`^${opened.account.address}$`, 'i'))
    await modal.expectClosed()
    const signed = await lab.runAction('portico-sign-message', 'portico-signature')
    expect(signed.state).toBe('success')
    await validator.expectValidSignature(signed.text, opened.account.address, LAB_SIGN_MESSAGE)
    await expect(page.getByTestId('portico-account-button-balance')).toHaveAttribute('data-state', 'ready')

    // A reload resumes the session: the account is back without a prompt.
    await lab.reload()
    await expect(lab.field('portico-status')).toHaveText('connected')
    await expect(lab.field('portico-address')).toHaveText(new RegExp(`^${opened.account.address}$`, 'i'))
  })
})

test.describe('WalletConnect only, no adapters, on a phone', () => {
  test.use({
    labConfig: 'walletconnect-basic',
    injectWallets: false,
    viewport: { width: 390, height: 800 },
    isMobile: true,
    hasTouch: true,
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  })

  test('opening the modal shows AllWallets', async ({ lab, modal, validator }) => {
    await lab.goto('walletconnect-basic')
    await modal.open()
    await validator.expectView('AllWallets')
  })
})

test.describe('WalletConnect with the registry wallets', () => {
  test.use({ labConfig: 'walletconnect-registry', injectWallets: false })

  test("Connect lists WalletConnect beside the registry's wallets, and a registry wallet pairs through WalletConnect", async ({
    lab,
    modal,
    page,
    validator,
  }) => {
    await lab.goto('walletconnect-registry')
    await modal.open()
    await validator.expectView('Connect')
    await expect(modal.walletRow('walletconnect')).toBeVisible()
    const registryWallet = page
      .locator(
        '[data-testid^="wallet-row-"][data-installed="false"]:not([data-testid="wallet-row-walletconnect"])',
      )
      .first()
    await expect(registryWallet).toBeVisible()

    await registryWallet.click()
    await validator.expectView('ConnectingWalletConnect')
    await expect(page.getByTestId('walletconnect-qr')).toBeVisible()
  })
})
