import { LOCAL_SOCIAL_PROVIDERS, LOCAL_SOCIAL_USERS } from '@portico/devnet'
import { type Hex, verifyMessage } from 'viem'
import { LAB_SIGN_MESSAGE } from '../src/panels/labTypedData.js'
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
    // The callback page posts the result to this page's origin and closes itself: heard from before the click, since
    // on a busy machine the pop-up can close before the click's own checks return (the event would be missed).
    const closed = popup.waitForEvent('close')
    await popup.getByRole('button', { name: `Continue as ${user.name}` }).click()
    await closed
    await expect(lab.field('portico-status')).toHaveText('connected')
    await expect(lab.field('portico-address')).toHaveText(/^0x[0-9a-fA-F]{40}$/)
    const stored = await page.evaluate(() => ({
      provider: localStorage.getItem('@portico/connected_social'),
      username: localStorage.getItem('@portico/social_username'),
    }))
    expect(JSON.parse(stored.provider ?? 'null')).toBe(provider)
    // Stored as the provider said it; shown by docs/behaviour.md#validation's rule (a Discord name drops its last 0).
    expect(JSON.parse(stored.username ?? 'null')).toBe(user.username)
    if (!(await modal.isOpen())) await modal.open()
    await modal.expectView('Account')
    await expect(page.getByTestId('account-login')).toHaveText(
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

test("a provider's sign-in page that severs the pop-up (Cross-Origin-Opener-Policy: same-origin) still logs in, through the cloud", async ({
  lab,
  modal,
  page,
}) => {
  // Google's second test user: no other spec uses it.
  const user = LOCAL_SOCIAL_USERS.google[1]
  if (!user) throw new Error('no test user')
  // The local provider's pages get the header some real providers send: the browser then cuts the pop-up from
  // this page (its `opener` is null and it looks closed from here).
  await page.context().route(
    (url) => url.pathname.startsWith('/google/'),
    async (route) => {
      const response = await route.fetch({ maxRedirects: 0 })
      await route.fulfill({
        response,
        headers: { ...response.headers(), 'cross-origin-opener-policy': 'same-origin' },
      })
    },
  )
  await lab.goto()
  await modal.open()
  const popupOpened = page.waitForEvent('popup')
  await page.getByTestId('social-google').click()
  const popup = await popupOpened
  // Severed, the pop-up looks closed to the widget, which says so, but keeps asking the cloud for the result.
  await expect(page.getByTestId('social-login-error')).toHaveText('The login was cancelled')
  await popup.getByRole('button', { name: `Continue as ${user.name}` }).click()
  await expect(lab.field('portico-status')).toHaveText('connected')
  await expect(lab.field('portico-address')).toHaveText(/^0x[0-9a-fA-F]{40}$/)
  const stored = await page.evaluate(() => localStorage.getItem('@portico/connected_social'))
  expect(JSON.parse(stored ?? 'null')).toBe('google')
})

test('a social login signs through the frame, stays connected after a reload, and a disconnect forgets the provider', async ({
  lab,
  modal,
  page,
}) => {
  // The second test user: the provider tests above use the first.
  const user = LOCAL_SOCIAL_USERS.apple[1]
  if (!user) throw new Error('no test user')
  await lab.goto()
  await modal.open()
  const popupOpened = page.waitForEvent('popup')
  await page.getByTestId('social-apple').click()
  const popup = await popupOpened
  await popup.getByRole('button', { name: `Continue as ${user.name}` }).click()
  await expect(lab.field('portico-status')).toHaveText('connected')
  const address = (await lab.field('portico-address').textContent()) ?? ''

  const signature = page.getByTestId('portico-signature')
  await page.getByTestId('portico-sign-message').click()
  await modal.expectView('ApproveTransaction')
  const frame = page.frameLocator('[data-testid="portico-embedded-frame"]')
  await expect(frame.getByTestId('approval-content')).toHaveText(LAB_SIGN_MESSAGE)
  await frame.getByRole('button', { name: 'Approve' }).click()
  await expect(signature).toHaveAttribute('data-state', 'success')
  expect(
    await verifyMessage({
      address: address as Hex,
      message: LAB_SIGN_MESSAGE,
      signature: ((await signature.textContent()) ?? '') as Hex,
    }),
  ).toBe(true)

  // A reload reconnects through the frame, without the pop-up.
  await lab.reload()
  await expect(lab.field('portico-status')).toHaveText('connected')
  await expect(lab.field('portico-address')).toHaveText(address)

  await modal.open()
  await modal.disconnect()
  await expect(lab.field('portico-status')).toHaveText('disconnected')
  const stored = await page.evaluate(() => [
    localStorage.getItem('@portico/connected_social'),
    localStorage.getItem('@portico/social_username'),
  ])
  expect(stored).toEqual([null, null])
})
