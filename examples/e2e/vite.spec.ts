import { shortenAddress } from '@portico/core'
import { expect, test, walletRdns } from './exampleTest.js'
import { expectSignedMessage } from './signedMessage.js'

test('a visitor connects the injected wallet, sees the address and signs a message', async ({
  page,
  modal,
  account,
  rpcQuery,
}) => {
  await page.goto(`/${rpcQuery}`)
  await expect(modal.connectButton).toHaveAttribute('data-state', 'disconnected')
  await modal.connect(walletRdns)
  await expect(modal.connectButton).toContainText(shortenAddress(account.address))
  await expectSignedMessage(page, account.address)
})
