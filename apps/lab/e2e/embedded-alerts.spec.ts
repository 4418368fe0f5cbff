import type { Page, Route } from '@playwright/test'
import { loginByEmail, secureFrameOf } from './world/embeddedLogin.js'
import { expect, test } from './world/labTest.js'
import { readE2eCloudUrl } from './world/readE2eCloudUrl.js'
import { readE2eSecureSiteUrl } from './world/readE2eSecureSiteUrl.js'

// What a visitor sees when the embedded wallet fails, each path in the real frame on its own site; only the frame
// timeouts are shortened, through the lab page's URL (the widget's test option).
test.use({ labConfig: 'email-login' })

const secureOrigin = () => new URL(readE2eSecureSiteUrl()).origin

/** True when the request comes from the secure site's frame (not the lab page itself). */
const fromFrame = (route: Route) => route.request().frame().url().startsWith(`${secureOrigin()}/`)

/** Holds the frame's requests to a cloud path unanswered: the frame waits on the cloud, as behind a dead link. */
async function holdFrameCalls(page: Page, path: string, method: string): Promise<Route[]> {
  const held: Route[] = []
  await page.route(
    (url) => url.origin === new URL(readE2eCloudUrl()).origin && url.pathname === path,
    (route) => {
      if (fromFrame(route) && route.request().method() === method) held.push(route)
      else void route.fallback()
    },
  )
  return held
}

/** Opens the lab's e-mail config with extra query parameters (the frame timeouts a test shortens). */
async function gotoWith(page: Page, query: string) {
  await page.goto(`/?config=email-login${query}`)
  await expect(page.getByTestId('lab-page')).toHaveAttribute('data-config', 'email-login')
}

async function submitEmail(page: Page, email: string) {
  await page.getByTestId('email-input').fill(email)
  await page.getByTestId('email-submit').click()
}

/** The cloud's answer to the frame only: this page's origin is not among the project's frame ancestors. */
async function refuseThisOrigin(page: Page) {
  await page.route(
    (url) => url.pathname === '/projects/v1/origins',
    async (route) => {
      if (!fromFrame(route)) return route.fallback()
      const response = await route.fetch()
      const body = (await response.json()) as Record<string, unknown>
      await route.fulfill({ response, json: { ...body, frameAncestors: ['https://app.example.com'] } })
    },
  )
}

test("'Unverified Domain' when the frame refuses the page's origin (not the load alert 20 s later)", async ({
  lab,
  modal,
  page,
}) => {
  await refuseThisOrigin(page)
  await lab.goto()
  await modal.open()
  await submitEmail(page, 'refused@example.com')
  await expect(modal.alert).toContainText('Unverified Domain', { timeout: 15_000 })
  await expect(modal.alert).toHaveAttribute('data-variant', 'error')
  await expect(page.getByTestId('email-login-error')).toHaveText('Something went wrong')
  await expect(lab.field('portico-status')).toHaveText('disconnected')
})

test.describe('in German', () => {
  test.use({ labLocale: 'de' })

  test("the refusal's alert in the widget's language", async ({ lab, modal, page }) => {
    await refuseThisOrigin(page)
    await lab.goto()
    await modal.open()
    await submitEmail(page, 'refused-de@example.com')
    await expect(modal.alert).toContainText('Nicht verifizierte Domain', { timeout: 15_000 })
  })
})

test.describe('in Japanese', () => {
  test.use({ labLocale: 'ja', labQuery: '&frameLoadMs=1500' })

  test("'Embedded Wallet Failed to Load' in the widget's language", async ({ lab, modal, page }) => {
    await page.route(
      (url) => url.origin === secureOrigin(),
      (route) => route.abort(),
    )
    await lab.goto()
    await modal.open()
    await submitEmail(page, 'unloaded-ja@example.com')
    await expect(modal.alert).toContainText('埋め込みウォレットを読み込めませんでした')
    await expect(modal.alert).not.toContainText('Embedded Wallet')
  })
})

test("'Embedded Wallet Failed to Load' when the frame never says READY", async ({ modal, page }) => {
  await page.route(
    (url) => url.origin === secureOrigin(),
    (route) => route.abort(),
  )
  await gotoWith(page, '&frameLoadMs=1500')
  await modal.open()
  await submitEmail(page, 'unloaded@example.com')
  await expect(modal.alert).toContainText('Embedded Wallet Failed to Load')
  await expect(page.getByTestId('email-login-error')).toHaveText('Something went wrong')
})

test("'Request Timed Out' when a login request gets no answer (the 120 s login timeout, shortened)", async ({
  modal,
  page,
}) => {
  const held = await holdFrameCalls(page, '/auth/v1/email/code', 'POST')
  await gotoWith(page, '&frameLoginMs=2500')
  await modal.open()
  await submitEmail(page, 'timeout@example.com')
  await expect.poll(() => held.length).toBe(1)
  await expect(modal.alert).toContainText('Request Timed Out')
  await expect(page.getByTestId('email-login-error')).toHaveText('Something went wrong')
})

test("'Unable to load email login dependency' when the login's code fails to load", async ({
  lab,
  modal,
  page,
}) => {
  await page.route('**/createEmbeddedController-*.js', (route) => route.abort())
  await lab.goto()
  await modal.open()
  await submitEmail(page, 'offline@example.com')
  await expect(page.getByTestId('email-login-error')).toHaveText('Unable to load email login dependency')
  await modal.expectView('Connect')
})

test("'Session Expired' after a reload once the cloud ended the session (signed out elsewhere, or run out)", async ({
  lab,
  modal,
  page,
}, testInfo) => {
  await loginByEmail(lab, modal, page, `expired-${testInfo.workerIndex}-${Date.now()}@example.com`)
  const token = await secureFrameOf(page).evaluate(() =>
    localStorage.getItem('@portico-secure/portico-lab/session'),
  )
  const ended = await fetch(`${readE2eCloudUrl()}/auth/v1/session?projectId=portico-lab`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${token}`, origin: secureOrigin() },
  })
  expect(ended.status).toBe(204)
  await lab.reload()
  await expect(modal.alert).toContainText('Session Expired')
  await expect(modal.alert).toContainText('device clock')
  await expect(lab.field('portico-status')).toHaveText('disconnected')
})

test('sign-out completes in the page when the frame never answers SIGN_OUT (the 3 s wait)', async ({
  lab,
  modal,
  page,
}, testInfo) => {
  await loginByEmail(lab, modal, page, `signout-${testInfo.workerIndex}-${Date.now()}@example.com`)
  // The frame's call to end the session is held, so the frame never answers SIGN_OUT.
  const held = await holdFrameCalls(page, '/auth/v1/session', 'DELETE')
  await modal.open()
  await modal.expectView('Account')
  await page.getByTestId('account-disconnect').click()
  await expect.poll(() => held.length).toBe(1)
  await expect(lab.field('portico-status')).toHaveText('disconnected', { timeout: 15_000 })
  expect(await page.evaluate(() => localStorage.getItem('@portico/email_login_used'))).toBeNull()
})

test("the toast 'A problem occurred while trying initialize authentication' when the start-up reconnect fails", async ({
  lab,
  modal,
  page,
}, testInfo) => {
  await loginByEmail(lab, modal, page, `init-${testInfo.workerIndex}-${Date.now()}@example.com`)
  // The cloud unreachable for the frame's session check at start-up: the login stays, the visitor is told.
  await page.route(
    (url) => url.pathname === '/auth/v1/session',
    (route) => (fromFrame(route) ? route.abort() : route.fallback()),
  )
  await lab.reload()
  await expect(page.getByTestId('portico-toast')).toContainText(
    'A problem occurred while trying initialize authentication',
  )
  expect(await page.evaluate(() => localStorage.getItem('@portico/email_login_used'))).toBe('true')
})

test.describe('evm-default', () => {
  test.use({ labConfig: 'evm-default' })

  test("'Network Not Found' in the modal when a switch targets a network the app does not have", async ({
    lab,
    modal,
    page,
  }) => {
    await lab.goto()
    const refused = await page.evaluate(() =>
      (
        window as unknown as { __porticoLab: { portico: { switchNetwork(id: string): Promise<void> } } }
      ).__porticoLab.portico
        .switchNetwork('eip155:424242')
        .then(
          () => 'switched',
          (error: Error) => error.message,
        ),
    )
    expect(refused).toContain('Network not found')
    await expect(modal.alert).toContainText('Network Not Found')
    await expect(modal.alert).toHaveAttribute('data-variant', 'error')
  })
})

test.describe('evm-default in Arabic', () => {
  test.use({ labConfig: 'evm-default', labLocale: 'ar' })

  test("'Network Not Found' in Arabic, right to left", async ({ lab, modal, page }) => {
    await lab.goto()
    await page.evaluate(() =>
      (
        window as unknown as { __porticoLab: { portico: { switchNetwork(id: string): Promise<void> } } }
      ).__porticoLab.portico
        .switchNetwork('eip155:424242')
        .catch(() => undefined),
    )
    await expect(modal.alert).toContainText('لم يتم العثور على الشبكة')
    await expect(modal.alert).not.toContainText('Network')
    await expect(modal.root).toHaveAttribute('dir', 'rtl')
  })
})
