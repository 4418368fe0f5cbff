import { shortenAddress } from '@portico/core'
import { expect, test, walletRdns } from './exampleTest.js'
import { expectSignedMessage } from './signedMessage.js'

test('the server HTML holds the Connect button; a visitor connects, sees the address and signs', async ({
  page,
  request,
  modal,
  account,
  rpcQuery,
}) => {
  const html = await (await request.get('/')).text()
  expect(html).toContain('data-testid="portico-connect-button"')
  expect(html).toContain('Connect Wallet')

  await page.goto(`/${rpcQuery}`)
  await modal.connect(walletRdns)
  await expect(modal.connectButton).toContainText(shortenAddress(account.address))
  await expectSignedMessage(page, account.address)
})

test("a returning visitor's first HTML already shows the address, and the button never flickers to 'Connect Wallet'", async ({
  page,
  modal,
  account,
  rpcQuery,
}) => {
  await page.goto(`/${rpcQuery}`)
  await modal.connect(walletRdns)
  await expect(modal.connectButton).toContainText(shortenAddress(account.address))

  // Every label the Connect button shows from the first parsed byte of the reloaded page on.
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.assign(window, { __connectButtonLabels: seen })
    new MutationObserver(() => {
      const label = document.querySelector('[data-testid="portico-connect-button"]')?.textContent ?? ''
      if (label && seen.at(-1) !== label) seen.push(label)
    }).observe(document, { subtree: true, childList: true, characterData: true })
  })
  const response = await page.reload()
  const html = (await response?.text()) ?? ''
  expect(html).toContain(shortenAddress(account.address))
  expect(html).not.toContain('Connect Wallet')

  await expect(modal.connectButton).toHaveAttribute('data-state', 'connected')
  await expect(modal.connectButton).toContainText(shortenAddress(account.address))
  // Start-up has reconnected the wallet (signing needs the live connection), and still no flicker.
  await expectSignedMessage(page, account.address)
  const labels = await page.evaluate(
    () => (window as unknown as { __connectButtonLabels: string[] }).__connectButtonLabels,
  )
  expect(labels).toEqual([shortenAddress(account.address)])
})

test("the app's backend route refuses a request without a valid Portico session token", async ({
  request,
}) => {
  const anonymous = await request.get('/api/me')
  expect(anonymous.status()).toBe(401)
  expect(await anonymous.json()).toEqual({ error: 'not signed in' })
  const forged = await request.get('/api/me', { headers: { authorization: 'Bearer not.a.token' } })
  expect(forged.status()).toBe(401)
})
