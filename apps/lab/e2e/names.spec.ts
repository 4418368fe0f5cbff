import { labTestWallet } from '../src/configs/labTestWallet.js'
import { expect, test } from './world/labTest.js'
import { seriousViolations } from './world/seriousViolations.js'
import { shootView } from './world/shootView.js'

// Accounts no other spec uses, so each starts without a name on the run's cloud (other specs register
// names for the worker accounts).
const themes = [
  { theme: 'dark', accountIndex: 8 },
  { theme: 'light', accountIndex: 7 },
] as const

for (const { theme, accountIndex } of themes) {
  test.describe(`names (${theme})`, () => {
    test.use({
      labConfig: 'account-features',
      labWallets: { announced: [{ ...labTestWallet, accountIndex }], windowEthereum: false },
    })

    test(`a name registered through RegisterAccountName shows on Account and the account button (${theme})`, async ({
      lab,
      modal,
      validator,
      page,
    }) => {
      await lab.goto('account-features', { theme })
      await modal.connect(labTestWallet.rdns)
      if (await modal.isOpen()) await modal.close()
      await modal.open()
      await validator.expectView('Account')
      await page.getByTestId('account-feature-names').click()
      await validator.expectView('RegisterAccountName')

      const input = page.getByTestId('register-name-input')
      await input.fill('ab')
      await expect(input).toHaveAttribute('aria-invalid', 'true')
      await expect(page.getByTestId('register-name-submit')).toBeDisabled()

      const label = `e2e-${theme}-${Date.now().toString(36)}`
      await input.fill(label)
      await expect(input).toHaveAttribute('aria-invalid', 'false')
      const suggestions = page.getByTestId('register-name-suggestion')
      await expect(suggestions.first()).toHaveText(new RegExp(`^${label}\\.`))
      expect(await seriousViolations(page)).toEqual([])
      await shootView(modal, `${theme}-RegisterAccountName`)

      await page.getByTestId('register-name-submit').click()
      await validator.expectView('RegisterAccountNameSuccess')
      const registered = page.getByTestId('register-name-registered')
      await expect(registered).toHaveText(new RegExp(`^${label}\\.`))
      const name = (await registered.textContent()) ?? ''
      expect(await seriousViolations(page)).toEqual([])
      await shootView(modal, `${theme}-RegisterAccountNameSuccess`)

      await page.getByTestId('register-name-done').click()
      await validator.expectView('Account')
      await expect(page.getByTestId('account-address')).toHaveText(name)
      await expect(page.getByTestId('account-feature-names')).toHaveCount(0)
      await modal.close()
      await expect(page.getByTestId('portico-account-button-label')).toHaveText(name)
    })
  })
}
