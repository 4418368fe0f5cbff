import { type Hex, verifyTypedData } from 'viem'
import { labTestWallet } from '../src/configs/labTestWallet.js'
import { LAB_SIGN_MESSAGE, labTypedData } from '../src/panels/labTypedData.js'
import { expect, test } from './world/labTest.js'

test.beforeEach(async ({ lab, modal }) => {
  await lab.goto()
  await modal.connect(labTestWallet.rdns)
  if (await modal.isOpen()) await modal.close()
})

test("signs a message through the app's wagmi hooks; the signature verifies for the address", async ({
  lab,
  validator,
  account,
}) => {
  const result = await lab.runAction('wagmi-sign-message', 'wagmi-signature')
  expect(result.state).toBe('success')
  await validator.expectValidSignature(result.text, account.address, LAB_SIGN_MESSAGE)
})

test('signs typed data; the signature verifies for the address', async ({ lab, account }) => {
  const result = await lab.runAction('wagmi-sign-typed-data', 'wagmi-typed-signature')
  expect(result.state).toBe('success')
  const valid = await verifyTypedData({
    ...labTypedData,
    address: account.address,
    signature: result.text as Hex,
  })
  expect(valid).toBe(true)
})

test('signs a message through Portico; the signature verifies for the address', async ({
  lab,
  validator,
  account,
}) => {
  const result = await lab.runAction('portico-sign-message', 'portico-signature')
  expect(result.state).toBe('success')
  await validator.expectValidSignature(result.text, account.address, LAB_SIGN_MESSAGE)
  await expect(lab.events('SIGN_MESSAGE_SUCCESS')).toHaveCount(1)
})

test('sends a transaction through Portico: mined, and the balance Portico shows goes down', async ({
  lab,
  modal,
  validator,
  page,
}) => {
  const buttonBalance = page.getByTestId('portico-account-button-balance')
  await expect(buttonBalance).toHaveAttribute('data-state', 'ready')
  const before = (await buttonBalance.textContent()) ?? ''

  const result = await lab.runAction('portico-send-transaction', 'portico-transaction')
  expect(result.state).toBe('success')
  expect(result.text).toMatch(/^0x[0-9a-f]{64}$/)
  await expect(lab.events('SEND_TRANSACTION_SUCCESS')).toContainText(result.text)
  await expect(buttonBalance).not.toHaveText(before)

  await modal.open()
  await validator.expectView('Account')
  await validator.expectBalance(/ETH$/)
  await expect(page.getByTestId('account-balance')).not.toHaveText(before)
})

test("sends a transaction through the app's wagmi hooks: mined, and Portico's balance follows", async ({
  lab,
  page,
}) => {
  const buttonBalance = page.getByTestId('portico-account-button-balance')
  await expect(buttonBalance).toHaveAttribute('data-state', 'ready')
  const before = (await buttonBalance.textContent()) ?? ''

  const result = await lab.runAction('wagmi-send-transaction', 'wagmi-transaction')
  expect(result.state).toBe('success')
  expect(result.text).toMatch(/^0x[0-9a-f]{64}$/)
  await expect(lab.field('wagmi-receipt')).toHaveAttribute('data-state', 'success')
  await expect(lab.field('wagmi-receipt')).toContainText('success')
  await expect(buttonBalance).not.toHaveText(before)
})
