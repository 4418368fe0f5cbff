import { labConfigs } from '../src/configs/labConfigs.js'
import { labTestWallet } from '../src/configs/labTestWallet.js'
import { expect, test } from './world/labTest.js'

test('the index lists every registered configuration with a working link', async ({ page }) => {
  await page.goto('/')
  const list = page.getByTestId('lab-config-list')
  await expect(list.getByRole('listitem')).toHaveCount(labConfigs.length)
  for (const config of labConfigs) {
    await expect(
      page.getByTestId(`lab-config-${config.name}`).getByRole('link', { name: config.title }),
    ).toHaveAttribute('href', `/?config=${config.name}`)
  }
})

for (const config of labConfigs) {
  test(`config ${config.name} loads with the widget and both panels`, async ({ lab, modal, page }) => {
    await lab.goto(config.name)
    await expect(page.getByRole('heading', { name: config.title })).toBeVisible()
    await expect(modal.connectButton).toHaveAttribute('data-state', 'disconnected')
    await expect(lab.field('portico-status')).toHaveText('disconnected')
    await expect(lab.field('wagmi-status')).toHaveText('disconnected')
    await expect(page.getByTestId('lab-error')).toHaveCount(0)
  })
}

test('an unknown config name says so', async ({ page }) => {
  await page.goto('/?config=no-such-config')
  await expect(page.getByTestId('lab-config-not-found')).toContainText(
    'No configuration named no-such-config.',
  )
})

test.describe('manual play with &wallet=test', () => {
  test.use({ injectWallets: false })

  test('the page installs the test wallet itself, and its panel declines and approves', async ({
    modal,
    validator,
    page,
  }) => {
    await page.goto('/?config=evm-default&wallet=test')
    await expect(page.getByTestId('lab-page')).toBeVisible()
    await page.getByRole('button', { name: 'Reject prompts' }).click()
    await expect(page.getByTestId('lab-wallet-mode')).toHaveText('Prompts are rejected.')
    await modal.open()
    await modal.selectWallet(labTestWallet.rdns)
    await validator.expectConnectingState('rejected')
    await modal.close()

    await page.getByRole('button', { name: 'Approve prompts' }).click()
    await modal.open()
    await modal.selectWallet(labTestWallet.rdns)
    await validator.expectConnected()
  })
})
