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

test('a returning visitor is reconnected after a reload (wagmi ssr with cookie storage)', async ({
  page,
  modal,
  account,
  rpcQuery,
}) => {
  await page.goto(`/${rpcQuery}`)
  await modal.connect(walletRdns)
  await page.reload()
  await expect(modal.connectButton).toHaveAttribute('data-state', 'connected')
  await expect(modal.connectButton).toContainText(shortenAddress(account.address))
})
