import { BLOCKED_STORAGE_CHROMIUM_ARGS } from './world/chromiumArgs.js'
import { codesFor, secureFrameOf } from './world/embeddedLogin.js'
import { expect, test } from './world/labTest.js'

// A Chromium that blocks the cross-site frame's storage instead of partitioning it: the rest of the suite partitions.
test.use({
  labConfig: 'social-login',
  launchOptions: { executablePath: '/usr/bin/chromium', args: BLOCKED_STORAGE_CHROMIUM_ARGS },
})

const BLOCKED =
  'This browser blocks the storage the wallet needs on this site: allow third-party cookies and site data for this site, or use another browser'

test('when the browser blocks the secure frame’s storage, the frame still starts and each login says why it cannot work, at once: no code mailed, no pop-up left open', async ({
  lab,
  modal,
  page,
}, testInfo) => {
  // Two logins and a pop-up that may take a minute to close on a busy machine.
  test.setTimeout(120_000)
  const email = `blocked-${testInfo.workerIndex}-${Date.now()}@example.com`
  await lab.goto()
  await modal.open()
  await modal.expectView('Connect')
  await page.getByTestId('email-input').fill(email)
  await page.getByTestId('email-submit').click()
  await expect(page.getByTestId('email-login-error')).toHaveText(BLOCKED)
  await modal.expectView('Connect')
  // The frame started (READY) in a browser that really refuses it storage.
  const frame = secureFrameOf(page)
  await expect(frame.locator('body')).toHaveAttribute('data-state', 'ready')
  expect(
    await frame.evaluate(() => {
      try {
        return typeof localStorage
      } catch (error) {
        return (error as DOMException).name
      }
    }),
  ).toBe('SecurityError')
  expect(await codesFor(email)).toEqual([])

  const popupOpened = page.waitForEvent('popup')
  await page.getByTestId('social-github').click()
  const popup = await popupOpened
  await expect(page.getByTestId('social-login-error')).toHaveText(BLOCKED)
  // Closed again once its start page announces itself, which a busy machine can take more than 15 s to load.
  await expect.poll(() => popup.isClosed(), { timeout: 60_000 }).toBe(true)

  await page.getByTestId('social-farcaster').click()
  await expect(page.getByTestId('farcaster-login-error')).toHaveText(BLOCKED)
  await expect(lab.field('portico-status')).toHaveText('disconnected')
})
