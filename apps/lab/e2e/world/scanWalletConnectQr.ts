import { expect, type Page } from '@playwright/test'
import type { ModalPage } from '@portico/testing/playwright'
import { decodeQr } from './decodeQr.js'

/** Chooses WalletConnect in the modal and returns the pairing URI decoded from the QR code's pixels (a phone's scan). */
export async function scanWalletConnectQr(page: Page, modal: ModalPage): Promise<string> {
  if (!(await modal.isOpen())) await modal.open()
  await page.getByTestId('wallet-row-walletconnect').click()
  await expect(page.getByTestId('walletconnect-qr')).toBeVisible()
  // The QR is visible before its pixels are final (drawn, or replaced by a fresh pairing): read until it decodes.
  let uri: string | undefined
  await expect
    .poll(async () => {
      uri = await decodeQr(page, 'walletconnect-qr')
      return uri
    })
    .toMatch(/^wc:[0-9a-f]{64}@2\?/)
  return uri ?? ''
}
