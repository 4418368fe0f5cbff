import type { SiwxSession } from '@portico/core'
import { labTestWallet } from '../src/configs/labTestWallet.js'
import { expect, type Page, test } from './world/labTest.js'

/** The sessions defaultSiwx keeps in the page's local storage. */
async function storedSessions(page: Page): Promise<SiwxSession[]> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('@portico/siwx') ?? '[]'))
}

test.describe('sign in with X, local (siwx-local)', () => {
  test.use({ labConfig: 'siwx-local' })

  test('connect, sign in: the session is stored and no prompt after a reload', async ({
    lab,
    modal,
    validator,
    account,
    page,
  }) => {
    await lab.goto()
    await modal.connect(labTestWallet.rdns)
    await validator.expectView('SIWXSignMessage')
    await expect(page.getByTestId('siwx-statement')).toHaveText('Sign in to the Portico lab')
    await page.getByTestId('siwx-sign').click()
    await modal.expectClosed()
    await expect(lab.events('SIWX_AUTH_SUCCESS')).toHaveCount(1)
    const sessions = await storedSessions(page)
    expect(sessions).toHaveLength(1)
    expect(sessions[0]?.data.accountAddress.toLowerCase()).toBe(account.address.toLowerCase())
    expect(sessions[0]?.message).toContain('wants you to sign in with your Ethereum account:')

    await lab.reload()
    await validator.expectConnected(account.address)
    await expect(lab.field('siwx-signed-in')).toHaveText(new RegExp(`^eip155:31337:${account.address}$`, 'i'))
    await modal.expectClosed()
    expect(await storedSessions(page)).toHaveLength(1)
    await expect(lab.events('SIWX_AUTH_SUCCESS')).toHaveCount(0)
  })

  test('an expired session asks again after a reload', async ({ lab, modal, validator, page, account }) => {
    // Sessions that last 20 s (the lab passes siwxExpiresInMs to defaultSiwx's messenger): long enough that a busy
    // machine still reads the session stored before it runs out (5 s did not, in a CI run beside other work), short
    // enough to wait for.
    await page.goto('/?config=siwx-local&siwxExpiresInMs=20000')
    await expect(page.getByTestId('lab-page')).toHaveAttribute('data-config', 'siwx-local')
    await modal.connect(labTestWallet.rdns)
    await validator.expectView('SIWXSignMessage')
    await page.getByTestId('siwx-sign').click()
    await modal.expectClosed()
    const [session] = await storedSessions(page)
    const expiration = session?.data.expirationTime
    expect(expiration).toBeDefined()
    // Wait on the page's clock passing the session's expiration, not on a fixed delay.
    await expect
      .poll(() => page.evaluate((time) => Date.now() > Date.parse(time), expiration as string), {
        timeout: 60_000,
      })
      .toBe(true)

    await lab.reload()
    await validator.expectConnected(account.address)
    await validator.expectView('SIWXSignMessage')
  })

  test('cancel when optional: connected without a session; another network asks again', async ({
    lab,
    modal,
    validator,
    page,
  }) => {
    await lab.goto()
    await modal.connect(labTestWallet.rdns)
    await validator.expectView('SIWXSignMessage')
    await page.getByTestId('siwx-cancel').click()
    await modal.expectClosed()
    await expect(lab.field('portico-status')).toHaveText('connected')
    expect(await storedSessions(page)).toEqual([])
    await modal.switchNetwork('eip155:31338')
    await validator.expectView('SIWXSignMessage')
  })

  test('a rejected signature: error toast and the view again; retry signs in, without a loop', async ({
    lab,
    modal,
    validator,
    wallet,
    page,
  }) => {
    await lab.goto()
    await modal.connect(labTestWallet.rdns)
    await validator.expectView('SIWXSignMessage')
    await wallet.reject('personal_sign')
    await page.getByTestId('siwx-sign').click()
    await expect(page.getByTestId('portico-toast')).toHaveText('Error signing message')
    await expect(page.getByTestId('siwx-view')).toHaveAttribute('data-state', 'error')
    await expect(lab.events('SIWX_AUTH_ERROR')).toHaveCount(1)
    await expect(lab.events('SIGN_MESSAGE_ERROR')).toHaveCount(1)
    await wallet.approve('personal_sign')
    await page.getByTestId('siwx-sign').click()
    await modal.expectClosed()
    await expect(lab.events('SIWX_AUTH_SUCCESS')).toHaveCount(1)
    await expect(lab.events('SIGN_MESSAGE_SUCCESS')).toHaveCount(1)
    await expect(lab.events('SIWX_AUTH_ERROR')).toHaveCount(1)
    expect(await storedSessions(page)).toHaveLength(1)
  })

  test('a network without a session is asked once; back on the signed one, nothing', async ({
    lab,
    modal,
    validator,
    page,
  }) => {
    await lab.goto()
    await modal.connect(labTestWallet.rdns)
    await validator.expectView('SIWXSignMessage')
    await page.getByTestId('siwx-sign').click()
    await modal.expectClosed()
    await modal.switchNetwork('eip155:31338')
    await validator.expectView('SIWXSignMessage')
    await page.getByTestId('siwx-sign').click()
    await modal.expectClosed()
    await modal.switchNetwork('eip155:31337')
    await modal.expectClosed()
    await expect(lab.events('SIWX_AUTH_SUCCESS')).toHaveCount(2)
    expect((await storedSessions(page)).map((session) => session.data.chainId)).toEqual([
      'eip155:31337',
      'eip155:31338',
    ])
  })
})

test.describe('sign in with X, required (siwx-required)', () => {
  test.use({ labConfig: 'siwx-required' })

  test('no Close while sign-in is required; cancel disconnects', async ({ lab, modal, validator, page }) => {
    await lab.goto()
    await modal.connect(labTestWallet.rdns)
    await validator.expectView('SIWXSignMessage')
    await expect(page.getByTestId('portico-header-close')).toHaveCount(0)
    await page.keyboard.press('Escape')
    await validator.expectView('SIWXSignMessage')
    await page.getByTestId('siwx-cancel').click()
    await validator.expectDisconnected()
    await modal.expectClosed()
    expect(await storedSessions(page)).toEqual([])
  })

  test('cancel on a network without a session goes back to the signed network', async ({
    lab,
    modal,
    validator,
    page,
  }) => {
    await lab.goto()
    await modal.connect(labTestWallet.rdns)
    await validator.expectView('SIWXSignMessage')
    await page.getByTestId('siwx-sign').click()
    await modal.expectClosed()
    await modal.switchNetwork('eip155:31338')
    await validator.expectView('SIWXSignMessage')
    await page.getByTestId('siwx-cancel').click()
    await expect(lab.field('portico-network')).toHaveText('eip155:31337')
    await expect(lab.field('portico-status')).toHaveText('connected')
    await modal.expectClosed()
  })
})
