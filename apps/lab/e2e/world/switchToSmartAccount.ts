import { expect, type Page } from '@playwright/test'
import type { Address } from 'viem'
import type { LabPage } from '../pages/LabPage.js'

/** The modal fixture's part the switch uses. */
type Modal = { open(): Promise<void>; expectView(view: string): Promise<void>; close(): Promise<void> }

/**
 * Switches the logged-in embedded wallet, on its EOA `eoa`, to its smart account in the Account view and closes the
 * modal; returns the smart account's address, which the page then shows.
 */
export async function switchToSmartAccount(
  lab: LabPage,
  modal: Modal,
  page: Page,
  eoa: string,
): Promise<Address> {
  await modal.open()
  await modal.expectView('Account')
  await page.getByRole('button', { name: 'EOA · Switch to smart account' }).click()
  await expect(page.getByRole('button', { name: 'Smart account · Switch to EOA' })).toBeVisible()
  await expect(lab.field('portico-address')).not.toHaveText(eoa)
  const smart = ((await lab.field('portico-address').textContent()) ?? '') as Address
  expect(smart).toMatch(/^0x[0-9a-fA-F]{40}$/)
  await modal.close()
  return smart
}
