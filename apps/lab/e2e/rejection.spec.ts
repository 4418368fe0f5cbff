import { labTestWallet } from '../src/configs/labTestWallet.js'
import { expect, test } from './world/labTest.js'

test('a declined connection says so; Try again then connects', async ({
  lab,
  modal,
  validator,
  wallet,
  page,
}) => {
  await lab.goto()
  await wallet.reject()
  await modal.open()
  await modal.selectWallet(labTestWallet.rdns)
  await validator.expectView('ConnectingExternal')
  await validator.expectConnectingState('rejected')
  await expect(page.getByTestId('connecting-external')).toContainText('Connection declined')
  await expect(lab.field('portico-status')).toHaveText('disconnected')

  await wallet.approve()
  await page.getByTestId('connecting-external-retry').click()
  await validator.expectConnected()
  await expect(lab.field('wagmi-status')).toHaveText('connected')
})

test('a declined connection leaves nothing stuck: close, reopen and connect', async ({
  lab,
  modal,
  validator,
  wallet,
}) => {
  await lab.goto()
  await wallet.reject()
  await modal.open()
  await modal.selectWallet(labTestWallet.rdns)
  await validator.expectConnectingState('rejected')
  await modal.close()
  await validator.expectDisconnected()

  await wallet.approve()
  await modal.open()
  await validator.expectView('Connect')
  await modal.selectWallet(labTestWallet.rdns)
  await validator.expectConnected()
})

test('a rejected signature shows a clear error and the next one succeeds', async ({ lab, modal, wallet }) => {
  await lab.goto()
  await modal.connect(labTestWallet.rdns)
  if (await modal.isOpen()) await modal.close()
  await wallet.reject('personal_sign')
  const rejected = await lab.runAction('wagmi-sign-message', 'wagmi-signature')
  expect(rejected.state).toBe('error')
  expect(rejected.text).toMatch(/rejected/i)
  await expect(lab.field('portico-status')).toHaveText('connected')

  await wallet.approve('personal_sign')
  const signed = await lab.runAction('wagmi-sign-message', 'wagmi-signature')
  expect(signed.state).toBe('success')
})
