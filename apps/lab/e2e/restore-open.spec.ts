import { labTestWallet } from '../src/configs/labTestWallet.js'
import { expect, test } from './world/labTest.js'

test('a visitor who clicks the button during the restore after a reload sees Connecting..., then Account', async ({
  lab,
  modal,
  validator,
  account,
  page,
}) => {
  // Two page loads and a connection: on the busy 2-core machine that can pass the default minute.
  test.slow()
  await lab.goto()
  await modal.connect(labTestWallet.rdns)
  if (await modal.isOpen()) await modal.close()
  // The stored connection is restored after the page's first paint, once start-up's connect code has loaded: holding
  // that chunk (a slow network) holds the restore, so the click surely lands during it.
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route('**/runConnectAttempt-*.js', async (route) => {
    await held
    await route.continue()
  })
  await lab.reload()
  await expect(modal.connectButton).toHaveAttribute('data-state', 'connecting')
  await expect(modal.connectButton).toHaveText('Connecting...')
  await modal.open()
  await expect(modal.card.getByRole('progressbar', { name: 'Loading' })).toBeVisible()
  release()
  await validator.expectView('Account')
  await expect(modal.card.getByRole('progressbar')).toHaveCount(0)
  await validator.expectConnected(account.address)
})
