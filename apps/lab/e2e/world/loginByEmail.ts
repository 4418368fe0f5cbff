import type { ModalPage } from '@portico/testing/playwright'
import type { LabPage } from '../pages/LabPage.js'
import { codesFor, waitForCode } from './inboxCodes.js'
import { expect, type Page } from './labTest.js'

/**
 * Logs in by e-mail from the Connect view as a visitor does (the code read from the local inbox) and waits until
 * the page reports the wallet connected; returns its EVM address.
 */
export async function loginByEmail(
  { page, lab, modal }: { page: Page; lab: LabPage; modal: ModalPage },
  email: string,
): Promise<string> {
  const before = (await codesFor(email)).length
  await modal.open()
  await modal.expectView('Connect')
  await page.getByTestId('email-input').fill(email)
  // Within 30 s of this browser's last login request the widget refuses a new one (spec §5): submit again until
  // the cooldown is over, as a visitor would.
  await expect(async () => {
    await page.getByTestId('email-submit').click()
    await expect(page.getByTestId('portico-modal')).toHaveAttribute('data-view', 'EmailLogin', {
      timeout: 2_000,
    })
  }).toPass({ timeout: 45_000 })
  await modal.expectView('EmailLogin')
  await page.getByTestId('otp-input').fill(await waitForCode(email, before + 1))
  await expect(lab.field('portico-status')).toHaveText('connected')
  await modal.expectClosed()
  // The EVM account of the auth connector (the active namespace may be Solana's after a reconnect).
  const evmAddress = () =>
    page.evaluate(
      () =>
        (
          window as unknown as {
            __porticoLab: {
              portico: { state: { chains: { eip155?: { accountState: { address?: string } } } } }
            }
          }
        ).__porticoLab.portico.state.chains.eip155?.accountState.address ?? '',
    )
  await expect.poll(evmAddress).toMatch(/^0x[0-9a-fA-F]{40}$/)
  return evmAddress()
}
