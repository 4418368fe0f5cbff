import { loginByEmail } from './world/embeddedLogin.js'
import { expect, type Page, test } from './world/labTest.js'

test.use({ labConfig: 'email-smart-account' })

/** The instance's eip155 account as an app reads it (`portico.state`). */
const accountState = (page: Page) =>
  page.evaluate(() => {
    const { portico } = (
      window as unknown as {
        __porticoLab: {
          portico: {
            state: {
              chains: { eip155?: { accountState: { preferredAccountType?: string; address?: string } } }
            }
          }
        }
      }
    ).__porticoLab
    const account = portico.state.chains.eip155?.accountState
    return { preferredAccountType: account?.preferredAccountType, address: account?.address }
  })

test('the choice between the EOA and the smart account survives a reload, each way', async ({
  lab,
  modal,
  page,
}, testInfo) => {
  test.setTimeout(180_000)
  const eoa = await loginByEmail(lab, modal, page, `reload-${testInfo.workerIndex}-${Date.now()}@example.com`)

  await modal.open()
  await modal.expectView('Account')
  await page.getByRole('button', { name: 'EOA · Switch to smart account' }).click()
  await expect(page.getByRole('button', { name: 'Smart account · Switch to EOA' })).toBeVisible()
  await expect(lab.field('portico-address')).not.toHaveText(eoa)
  const smart = (await lab.field('portico-address').textContent()) ?? ''
  expect(smart).toMatch(/^0x[0-9a-fA-F]{40}$/)
  await modal.close()

  // Reloaded: the widget reconnects as the smart account, and the Account view offers the EOA.
  await lab.reload()
  await expect(lab.field('portico-status')).toHaveText('connected')
  await expect(lab.field('portico-address')).toHaveText(smart)
  expect(await accountState(page)).toEqual({ preferredAccountType: 'smartAccount', address: smart })
  await modal.open()
  await modal.expectView('Account')
  await page.getByRole('button', { name: 'Smart account · Switch to EOA' }).click()
  await expect(page.getByRole('button', { name: 'EOA · Switch to smart account' })).toBeVisible()
  await expect(lab.field('portico-address')).toHaveText(eoa)
  await modal.close()

  // Reloaded again: the EOA, as chosen last.
  await lab.reload()
  await expect(lab.field('portico-status')).toHaveText('connected')
  await expect(lab.field('portico-address')).toHaveText(eoa)
  expect(await accountState(page)).toEqual({ preferredAccountType: 'eoa', address: eoa })
  await modal.open()
  await modal.expectView('Account')
  await expect(page.getByRole('button', { name: 'EOA · Switch to smart account' })).toBeVisible()
})
