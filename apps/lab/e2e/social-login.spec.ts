import { LOCAL_SOCIAL_PROVIDERS, LOCAL_SOCIAL_USERS } from '@portico/devnet'
import { expect, test } from './world/labTest.js'

test.use({ labConfig: 'social-login' })

for (const provider of LOCAL_SOCIAL_PROVIDERS) {
  test(`${provider}: the button opens the provider's sign-in in a pop-up, and the account connects`, async ({
    lab,
    modal,
    page,
  }) => {
    // Each provider's first test user: one test per provider in a run, on a fresh cloud.
    const user = LOCAL_SOCIAL_USERS[provider][0]
    if (!user) throw new Error('no test user')
    await lab.goto()
    await modal.open()
    await modal.expectView('Connect')
    const popupOpened = page.waitForEvent('popup')
    await page.getByTestId(`social-${provider}`).click()
    const popup = await popupOpened
    await expect(page.getByTestId(`social-${provider}`)).toHaveText('Continue in the pop-up…')
    // The local provider's sign-in page, reached through the secure site's start page.
    await popup.getByRole('button', { name: `Continue as ${user.name}` }).click()
    // The callback page posts the result to this page's origin and closes itself.
    await popup.waitForEvent('close')
    await expect(lab.field('portico-status')).toHaveText('connected')
    await expect(lab.field('portico-address')).toHaveText(/^0x[0-9a-fA-F]{40}$/)
    const stored = await page.evaluate(() => ({
      provider: localStorage.getItem('@portico/connected_social'),
      username: localStorage.getItem('@portico/social_username'),
    }))
    expect(JSON.parse(stored.provider ?? 'null')).toBe(provider)
    // Spec §5: discord usernames ending in 0 drop it.
    expect(JSON.parse(stored.username ?? 'null')).toBe(
      provider === 'discord' ? user.username.slice(0, -1) : user.username,
    )
  })
}

test('closing the pop-up cancels the login and says so', async ({ lab, modal, page }) => {
  await lab.goto()
  await modal.open()
  const popupOpened = page.waitForEvent('popup')
  await page.getByTestId('social-github').click()
  const popup = await popupOpened
  await popup
    .getByRole('button', { name: /^Continue as / })
    .first()
    .waitFor()
  await popup.close()
  await expect(page.getByTestId('social-login-error')).toHaveText('The login was cancelled')
  await expect(lab.field('portico-status')).toHaveText('disconnected')
})
