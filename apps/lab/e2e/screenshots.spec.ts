import { labTestWallet } from '../src/configs/labTestWallet.js'
import { expectNothingOverflows } from './world/expectNothingOverflows.js'
import { expect, test } from './world/labTest.js'
import { moveWalletToUnknownChain } from './world/moveWalletToUnknownChain.js'
import { openSwitchActiveChain } from './world/openSwitchActiveChain.js'
import { shootView } from './world/shootView.js'
import { solanaNetworkId } from './world/solanaNetworkId.js'

/** One screenshot per view and theme, for a reviewer (artifacts/screenshots, not compared). */
const themes = [
  { mode: 'dark', config: 'evm-default' },
  { mode: 'light', config: 'evm-light-theme' },
] as const

for (const { mode, config } of themes) {
  test.describe(`${mode} theme`, () => {
    test.use({ labConfig: config })

    test.beforeEach(async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' })
    })

    test(`screenshots of Connect, AllWallets and ConnectingExternal (${mode})`, async ({
      lab,
      modal,
      validator,
      wallet,
      page,
    }) => {
      await lab.goto()
      await modal.open()
      await validator.expectView('Connect')
      await shootView(modal, `${mode}-Connect`)
      await page.getByTestId('all-wallets-button').click()
      await validator.expectView('AllWallets')
      await shootView(modal, `${mode}-AllWallets`)
      await modal.goBack()

      await wallet.delay(120_000)
      await modal.selectWallet(labTestWallet.rdns)
      await validator.expectConnectingState('waiting')
      await shootView(modal, `${mode}-ConnectingExternal-waiting`)
    })

    test(`screenshots of the declined connection (${mode})`, async ({ lab, modal, validator, wallet }) => {
      await lab.goto()
      await wallet.reject()
      await modal.open()
      await modal.selectWallet(labTestWallet.rdns)
      await validator.expectConnectingState('rejected')
      await shootView(modal, `${mode}-ConnectingExternal-rejected`)
    })

    test(`screenshots of Account, SwitchNetwork and UnsupportedChain (${mode})`, async ({
      lab,
      modal,
      validator,
      wallet,
      devnet,
      page,
    }) => {
      await lab.goto()
      await modal.connect(labTestWallet.rdns)
      if (!(await modal.isOpen())) await modal.open()
      await validator.expectView('Account')
      await validator.expectBalance(/ETH$/)
      await shootView(modal, `${mode}-Account`)
      await page.getByTestId('account-network-button').click()
      await validator.expectView('SwitchNetwork')
      await shootView(modal, `${mode}-SwitchNetwork`)
      await modal.close()

      await moveWalletToUnknownChain(wallet, devnet)
      await validator.expectUnsupportedChain()
      await shootView(modal, `${mode}-UnsupportedChain`)
    })
  })
}

// SwitchActiveChain needs two namespaces: the evm-solana config (dark), switched to light through the
// instance's setThemeMode for the light shot, as an app with a theme toggle does.
for (const mode of ['dark', 'light'] as const) {
  test.describe(`${mode} theme, evm-solana`, () => {
    test.use({ labConfig: 'evm-solana' })

    test(`screenshot of SwitchActiveChain (${mode})`, async ({ lab, modal, validator, devnet, page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await lab.goto()
      await page.evaluate((themeMode) => {
        const lab = (window as { __porticoLab?: { portico: { setThemeMode(mode: string): void } } })
          .__porticoLab
        lab?.portico.setThemeMode(themeMode)
      }, mode)
      await expect(modal.root).toHaveAttribute('data-theme', mode)
      await openSwitchActiveChain(modal, validator, solanaNetworkId(devnet))
      await shootView(modal, `${mode}-SwitchActiveChain`)
    })
  })
}

/**
 * One pass of the screenshots in German (long words) and in Arabic (right to left): each view is
 * shot and checked, by element geometry, to fit the 360 px card.
 */
const locales = [
  { locale: 'de', dir: 'ltr', connectTitle: 'Wallet verbinden' },
  { locale: 'ar', dir: 'rtl', connectTitle: 'ربط المحفظة' },
] as const

for (const { locale, dir, connectTitle } of locales) {
  test.describe(`${locale} locale`, () => {
    test.use({ labConfig: 'evm-default', labLocale: locale })

    test.beforeEach(async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' })
    })

    test(`Connect, AllWallets and ConnectingExternal fit the card (${locale})`, async ({
      lab,
      modal,
      validator,
      wallet,
      page,
    }) => {
      await lab.goto()
      await modal.open()
      await validator.expectView('Connect')
      await expect(modal.root).toHaveAttribute('lang', locale)
      await expect(modal.root).toHaveAttribute('dir', dir)
      await expect(page.getByTestId('portico-header-title')).toHaveText(connectTitle)
      await shootView(modal, `${locale}-Connect`)
      await expectNothingOverflows(modal)
      await page.getByTestId('all-wallets-button').click()
      await validator.expectView('AllWallets')
      await shootView(modal, `${locale}-AllWallets`)
      await expectNothingOverflows(modal)
      await modal.goBack()

      await wallet.delay(120_000)
      await modal.selectWallet(labTestWallet.rdns)
      await validator.expectConnectingState('waiting')
      await shootView(modal, `${locale}-ConnectingExternal-waiting`)
      await expectNothingOverflows(modal)
    })

    test(`the declined connection fits the card (${locale})`, async ({ lab, modal, validator, wallet }) => {
      await lab.goto()
      await wallet.reject()
      await modal.open()
      await modal.selectWallet(labTestWallet.rdns)
      await validator.expectConnectingState('rejected')
      await shootView(modal, `${locale}-ConnectingExternal-rejected`)
      await expectNothingOverflows(modal)
    })

    test(`Account, SwitchNetwork and UnsupportedChain fit the card (${locale})`, async ({
      lab,
      modal,
      validator,
      wallet,
      devnet,
      page,
    }) => {
      await lab.goto()
      await modal.connect(labTestWallet.rdns)
      if (!(await modal.isOpen())) await modal.open()
      await validator.expectView('Account')
      await validator.expectBalance(/ETH$/)
      await shootView(modal, `${locale}-Account`)
      await expectNothingOverflows(modal)
      await page.getByTestId('account-network-button').click()
      await validator.expectView('SwitchNetwork')
      await shootView(modal, `${locale}-SwitchNetwork`)
      await expectNothingOverflows(modal)
      await modal.close()

      await moveWalletToUnknownChain(wallet, devnet)
      await validator.expectUnsupportedChain()
      await shootView(modal, `${locale}-UnsupportedChain`)
      await expectNothingOverflows(modal)
    })
  })
}
