import type { Page } from '@playwright/test'
import { LOCAL_FARCASTER_ACCOUNTS, localFarcasterCustody } from '@portico/devnet'
import { approveFarcasterChannel } from '@portico/testing'
import { decodeQr } from './world/decodeQr.js'
import { expect, test } from './world/labTest.js'
import { readE2eCloudUrl } from './world/readE2eCloudUrl.js'

test.use({ labConfig: 'social-login' })

// One fid per test: each test is a new browser, so a new device, and a fid's wallet opens only on the device that made
// it (the recovery of another device is not built).
const [ada, grace, alan, edsger] = LOCAL_FARCASTER_ACCOUNTS
/** A Farcaster wallet app of a test fid, answering the cloud's relay stand-in. */
const approve = (url: string, account = ada) => {
  if (!account) throw new Error('no test fid')
  return approveFarcasterChannel({
    url,
    relayUrl: `${readE2eCloudUrl()}/farcaster`,
    fid: account.fid,
    custody: localFarcasterCustody(account.fid),
  })
}

test('the Farcaster button shows a QR code; a Farcaster app approves its link and the EVM address shows', async ({
  lab,
  modal,
  page,
}) => {
  await lab.goto()
  await modal.open()
  await modal.expectView('Connect')
  await page.getByTestId('social-farcaster').click()
  await modal.expectView('ConnectingFarcaster')
  await expect(page.getByTestId('farcaster-qr')).toBeVisible()
  await expect(page.getByText('Waiting for your approval in Farcaster…')).toBeVisible()
  // The link read back from the QR code's pixels, as a phone's camera would.
  const url = (await decodeQr(page, 'farcaster-qr')) ?? ''
  expect(url).toMatch(/^farcaster:\/\/connect\?channelToken=/)
  expect(new URL(url).searchParams.get('siweUri')).toBe(new URL(page.url()).origin)
  await approve(url)
  await expect(lab.field('portico-status')).toHaveText('connected')
  await expect(lab.field('portico-address')).toHaveText(/^0x[0-9a-fA-F]{40}$/)
  const stored = await page.evaluate(() => [
    localStorage.getItem('@portico/connected_social'),
    localStorage.getItem('@portico/social_username'),
  ])
  expect(stored.map((value) => JSON.parse(value ?? 'null'))).toEqual(['farcaster', ada?.username])
})

test('Cancel goes back to the social buttons; a new link then signs in', async ({ lab, modal, page }) => {
  await lab.goto()
  await modal.open()
  await page.getByTestId('social-farcaster').click()
  await expect(page.getByTestId('farcaster-qr')).toBeVisible()
  const first = await decodeQr(page, 'farcaster-qr')
  await page.getByTestId('farcaster-cancel').click()
  await modal.expectView('Connect')
  await expect(lab.field('portico-status')).toHaveText('disconnected')

  await page.getByTestId('social-farcaster').click()
  await expect(page.getByTestId('farcaster-qr')).toBeVisible()
  const second = (await decodeQr(page, 'farcaster-qr')) ?? ''
  expect(second).not.toBe(first)
  await approve(second, grace)
  await expect(lab.field('portico-status')).toHaveText('connected')
})

/**
 * The frame's next Farcaster link asks the relay to end `lifetimeMs` after it opens (the relay protocol's
 * `expirationTime`, which auth-kit's createChannel may send; the cloud refuses the link after it), and the frame's
 * checks of its status wait until `released`: the link cannot expire before the test has read its QR code, and the
 * test need not wait out the cloud's 5 minutes. Later links are the frame's own.
 */
async function shortenNextLink(page: Page, lifetimeMs: number, released: Promise<void>) {
  const cloud = new URL(readE2eCloudUrl()).origin
  let shortened = false
  await page.route(
    (url) => url.origin === cloud && url.pathname === '/farcaster/v1/channel',
    async (route) => {
      if (shortened || route.request().method() !== 'POST') return route.fallback()
      shortened = true
      const body = route.request().postDataJSON() as Record<string, unknown>
      const expirationTime = new Date(Date.now() + lifetimeMs).toISOString()
      await route.fallback({ postData: JSON.stringify({ ...body, expirationTime }) })
    },
  )
  await page.route(
    (url) => url.origin === cloud && url.pathname === '/farcaster/v1/channel/status',
    async (route) => {
      await released
      await route.fallback()
    },
  )
}

test('an expired link says so, and Try again shows a fresh QR code that signs in', async ({
  lab,
  modal,
  page,
}) => {
  let release = () => {}
  await shortenNextLink(page, 3_000, new Promise<void>((done) => (release = done)))
  await lab.goto()
  await modal.open()
  await page.getByTestId('social-farcaster').click()
  await expect(page.getByTestId('farcaster-qr')).toBeVisible()
  const first = (await decodeQr(page, 'farcaster-qr')) ?? ''
  expect(first).toMatch(/^farcaster:\/\/connect\?channelToken=/)
  release()
  await expect(page.getByTestId('farcaster-expired')).toHaveText('The request expired')
  // The cloud ended the link: a Farcaster app's approval of it comes too late.
  await expect(approve(first)).rejects.toMatchObject({ status: 410, code: 'channel_expired' })
  await page.getByTestId('farcaster-retry').click()
  await expect(page.getByTestId('farcaster-qr')).toBeVisible()
  const fresh = (await decodeQr(page, 'farcaster-qr')) ?? ''
  expect(fresh).not.toBe(first)
  await approve(fresh, alan)
  await expect(lab.field('portico-status')).toHaveText('connected')
})

test.describe('Farcaster on a phone', () => {
  test.use({ viewport: { width: 390, height: 800 }, isMobile: true, hasTouch: true })

  test('shows the link that opens the Farcaster app instead of the QR code, and the link signs in', async ({
    lab,
    modal,
    page,
  }) => {
    await lab.goto()
    await modal.open()
    await page.getByTestId('social-farcaster').click()
    const link = page.getByTestId('farcaster-link')
    await expect(link).toHaveText('Open Farcaster')
    await expect(link).toHaveAttribute('href', /^farcaster:\/\/connect\?channelToken=/)
    await expect(page.getByTestId('farcaster-qr')).toHaveCount(0)
    await approve((await link.getAttribute('href')) ?? '', edsger)
    await expect(lab.field('portico-status')).toHaveText('connected')
  })
})
