import { LAB_SIGN_MESSAGE } from '../src/panels/labTypedData.js'
import type { LabPage } from './pages/LabPage.js'
import { expect, test } from './world/labTest.js'
import { verifySolanaMessage } from './world/verifySolanaMessage.js'

test.use({ labConfig: 'solana-wallet-adapter' })

/** The lab's Solana test wallet in Portico's wallet list. */
const SOLANA_TEST_WALLET = 'portico-solana-test-wallet'

/** The app's useWallet() and Portico show the same connected Solana address; returns it. */
async function expectBothConnected(lab: LabPage): Promise<string> {
  await expect(lab.field('portico-solana-status')).toHaveText('connected')
  await expect(lab.field('wallet-adapter-status')).toHaveText('connected')
  const address = (await lab.field('portico-solana-address').textContent()) ?? ''
  expect(address).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
  await expect(lab.field('wallet-adapter-address')).toHaveText(address)
  await expect(lab.field('wallet-adapter-wallet')).toHaveText('Portico')
  return address
}

async function expectBothDisconnected(lab: LabPage): Promise<void> {
  await expect(lab.field('portico-solana-status')).toHaveText('disconnected')
  await expect(lab.field('wallet-adapter-status')).toHaveText('disconnected')
  await expect(lab.field('wallet-adapter-address')).toHaveAttribute('data-state', 'empty')
}

test.beforeEach(async ({ lab }) => {
  await lab.goto()
  await expect(lab.field('wallet-adapter-status')).toHaveText('disconnected')
})

test("the app's useWallet() connects through Portico's modal, signs through Portico, and its disconnect disconnects Portico", async ({
  lab,
  modal,
  validator,
  page,
  devnet,
}) => {
  await expect(lab.field('wallet-adapter-endpoint')).toHaveText(devnet.solana?.rpcUrl ?? 'no Solana devnet')
  await page.getByTestId('wallet-adapter-connect').click()
  await modal.expectOpen()
  await validator.expectView('Connect')
  await modal.selectWallet(SOLANA_TEST_WALLET)
  const address = await expectBothConnected(lab)
  await modal.expectClosed()

  const result = await lab.runAction('wallet-adapter-sign-message', 'wallet-adapter-signature')
  expect(result.state).toBe('success')
  expect(verifySolanaMessage(LAB_SIGN_MESSAGE, result.text, address)).toBe(true)
  await expect(lab.events('SIGN_MESSAGE_SUCCESS')).toHaveCount(1)

  await page.getByTestId('wallet-adapter-disconnect').click()
  await expectBothDisconnected(lab)
  await modal.expectDisconnected()
})

test("a connection made with Portico's own button reaches useWallet(), and Portico's disconnect reaches it too", async ({
  lab,
  modal,
}) => {
  await modal.connect(SOLANA_TEST_WALLET)
  await expectBothConnected(lab)

  await modal.disconnect()
  await expectBothDisconnected(lab)

  await modal.connect(SOLANA_TEST_WALLET)
  await expectBothConnected(lab)
})

test("useWallet() follows Portico's restored connection after a reload", async ({ lab, modal }) => {
  await modal.connect(SOLANA_TEST_WALLET)
  const address = await expectBothConnected(lab)
  await lab.reload()
  await expect(lab.field('wallet-adapter-address')).toHaveText(address)
  await expect(lab.field('wallet-adapter-status')).toHaveText('connected')
})
