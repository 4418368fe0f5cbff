import { loginAgainByEmail, loginByEmail, secureFrameOf } from './world/embeddedLogin.js'
import { expect, type Page, test } from './world/labTest.js'
import { readE2eCloudUrl } from './world/readE2eCloudUrl.js'
import { readE2eSecureSiteUrl } from './world/readE2eSecureSiteUrl.js'

// The widget's gap between two login e-mails from one browser, 2 s instead of 30 (`timeouts.emailCooldownMs`):
// the test logs this browser in again, and email-login.spec.ts checks the 30 s itself.
test.use({ labConfig: 'email-login', labQuery: '&emailCooldownMs=2000' })

/** docs/behaviour.md#state keys of an e-mail login in the page's storage (JSON values, as Portico writes them). */
function loginKeys(page: Page) {
  return page.evaluate(() => {
    const read = (name: string) => {
      const value = localStorage.getItem(`@portico/${name}`)
      return value === null ? undefined : (JSON.parse(value) as unknown)
    }
    return {
      email: read('email'),
      emailLoginUsed: read('email_login_used'),
      lastEmailLoginTime: read('last_email_login_time'),
      lastUsedChain: read('last_used_chain'),
    }
  })
}

test('keeps the e-mail, the login-used flag, the last login time and the last chain; forgets them when the frame reports not connected and on disconnect', async ({
  lab,
  modal,
  page,
}, testInfo) => {
  const email = `keys-${testInfo.workerIndex}-${Date.now()}@example.com`
  const requested = Date.now()
  await loginByEmail(lab, modal, page, email)
  // Written as the login's session connects: read once they are there (the page may say 'connected' a moment before).
  await expect
    .poll(() => loginKeys(page))
    .toMatchObject({ email, emailLoginUsed: true, lastUsedChain: expect.stringMatching(/^eip155:\d+$/) })
  const stored = await loginKeys(page)
  expect(stored.lastEmailLoginTime).toBeGreaterThanOrEqual(requested)
  expect(stored.lastEmailLoginTime).toBeLessThanOrEqual(Date.now())

  // The session ends at the cloud (signed out elsewhere, expired): after a reload the frame answers
  // IS_CONNECTED false, and the widget forgets the login but keeps the time of the last request (the cooldown's).
  const token = await secureFrameOf(page).evaluate(() =>
    localStorage.getItem('@portico-secure/portico-lab/session'),
  )
  expect(token).toMatch(/^[\w-]{43}$/)
  const ended = await fetch(`${readE2eCloudUrl()}/auth/v1/session?projectId=portico-lab`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${token}`, origin: new URL(readE2eSecureSiteUrl()).origin },
  })
  expect(ended.status).toBe(204)
  await lab.reload()
  // The answer takes the widget's chunk, the frame's load and its call to the cloud after the reload: on a busy machine
  // (the browser step runs beside the fuzzer) more than the default 15 s, within the frame's own 20 s load limit.
  await expect
    .poll(() => loginKeys(page), { timeout: 45_000 })
    .toEqual({ lastEmailLoginTime: stored.lastEmailLoginTime })
  await expect(lab.field('portico-status')).toHaveText('disconnected')

  // A disconnect forgets them too (after a new login).
  await loginAgainByEmail(lab, modal, page, email, 2)
  await expect.poll(() => loginKeys(page)).toMatchObject({ email, emailLoginUsed: true })
  await modal.open()
  await modal.disconnect()
  await expect(lab.field('portico-status')).toHaveText('disconnected')
  expect(await loginKeys(page)).toEqual({ lastEmailLoginTime: expect.any(Number) })
})
