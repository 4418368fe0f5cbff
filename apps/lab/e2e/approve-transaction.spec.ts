import type { Page } from '@playwright/test'
import type { ModalValidator, TestWalletDriver } from '@portico/testing/playwright'
import { labTestWallet } from '../src/configs/labTestWallet.js'
import { expect, test } from './world/labTest.js'
import { seriousViolations } from './world/seriousViolations.js'
import { shootView } from './world/shootView.js'

/**
 * ApproveTransaction: a request made through Portico waits in the wallet; the app shows it in the modal
 * (open({ view: 'ApproveTransaction' }), the lab's "Show the pending request").
 */
/** Clicks a lab action whose wallet prompt is held open, then shows the pending request in the modal. */
async function showHeldRequest(
  { page, wallet, validator }: { page: Page; wallet: TestWalletDriver; validator: ModalValidator },
  action: 'portico-send-transaction' | 'portico-sign-message',
): Promise<void> {
  const method = action === 'portico-send-transaction' ? 'eth_sendTransaction' : 'personal_sign'
  await wallet.hold(method)
  await page.getByTestId(action).click()
  await expect.poll(() => wallet.pendingPrompts()).toEqual([method])
  await page.getByTestId('lab-open-approval').click()
  await validator.expectView('ApproveTransaction')
}

test.beforeEach(async ({ lab, modal, page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await lab.goto()
  await modal.connect(labTestWallet.rdns)
  if (await modal.isOpen()) await modal.close()
})

test('shows the waiting request; when the wallet approves, the modal closes and the transaction is mined', async ({
  lab,
  modal,
  validator,
  wallet,
  page,
}) => {
  await showHeldRequest({ page, wallet, validator }, 'portico-send-transaction')
  const view = modal.root.getByTestId('approve-transaction-view')
  await expect(view).toHaveAttribute('data-state', 'waiting')
  await expect(view).toHaveAttribute('data-method', 'sendTransaction')
  await expect(modal.root.getByTestId('approve-transaction-request')).toHaveText(
    'Send a transaction: waiting for your wallet',
  )
  expect(await seriousViolations(page)).toEqual([])

  await wallet.release()
  await validator.expectClosed()
  await expect(lab.field('portico-transaction')).toHaveAttribute('data-state', 'success')
  await expect(lab.field('portico-transaction')).toHaveText(/^0x[0-9a-f]{64}$/)
})

test('Cancel request closes the modal and the app gets "Request was aborted"; nothing is left stuck', async ({
  lab,
  modal,
  validator,
  wallet,
  page,
}) => {
  await showHeldRequest({ page, wallet, validator }, 'portico-sign-message')
  await expect(modal.root.getByTestId('approve-transaction-request')).toHaveText(
    'Sign a message: waiting for your wallet',
  )

  await modal.root.getByTestId('approve-transaction-cancel').click()
  await validator.expectClosed()
  await expect(lab.field('portico-signature')).toHaveAttribute('data-state', 'error')
  await expect(lab.field('portico-signature')).toHaveText('Request was aborted')

  // The wallet's own prompt is answered later; a new request then goes through.
  await wallet.release()
  const result = await lab.runAction('portico-sign-message', 'portico-signature')
  expect(result.state).toBe('success')
})

test('Escape on the waiting request closes the modal and aborts it, like Cancel', async ({
  lab,
  validator,
  wallet,
  page,
}) => {
  await showHeldRequest({ page, wallet, validator }, 'portico-send-transaction')
  await page.keyboard.press('Escape')
  await validator.expectClosed()
  await expect(lab.field('portico-transaction')).toHaveText('Request was aborted')
  await wallet.release()
})

for (const { mode, config } of [
  { mode: 'dark', config: 'evm-default' },
  { mode: 'light', config: 'evm-light-theme' },
] as const) {
  test.describe(`${mode} theme`, () => {
    test.use({ labConfig: config })

    test(`screenshot of ApproveTransaction (${mode})`, async ({ modal, validator, wallet, page }) => {
      await showHeldRequest({ page, wallet, validator }, 'portico-sign-message')
      await shootView(modal, `${mode}-ApproveTransaction`)
      await wallet.release()
      await validator.expectClosed()
    })
  })
}
