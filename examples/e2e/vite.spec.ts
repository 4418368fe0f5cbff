import { shortenAddress } from '@portico/core'
import { createPublicClient, type Hex, http, parseEther, recoverMessageAddress } from 'viem'
import { expect, test, walletRdns } from './exampleTest.js'
import { waitForCode } from './inboxCode.js'
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

test('a visitor logs in by e-mail through the installed cloud and secure site on another site, signs a message and sends ETH', async ({
  page,
  modal,
  devnet,
  rpcQuery,
  services,
}) => {
  const chain = devnet.chains[0]
  if (!chain) throw new Error('The devnet has no EVM chain')
  const { cloudUrl, secureUrl, inboxUrl, solana } = services
  const query = new URLSearchParams({
    cloud: cloudUrl,
    secure: secureUrl,
    solanaRpc: solana.rpcUrl,
    solanaWs: solana.wsUrl,
    solanaGenesis: solana.genesisHash,
  })
  await page.goto(`/${rpcQuery}&${query}`)

  const email = `vite-${Date.now()}@example.com`
  await modal.open()
  await page.getByTestId('email-input').fill(email)
  await page.getByTestId('email-submit').click()
  await modal.expectView('EmailLogin')
  await page.getByTestId('otp-input').fill(await waitForCode(inboxUrl, email))
  await modal.expectClosed()
  await expect(modal.connectButton).toHaveAttribute('data-state', 'connected')

  // The message is signed in the secure site's frame, once the visitor approves it there.
  const frame = page.frameLocator('[data-testid="portico-embedded-frame"]')
  await page.getByRole('button', { name: 'Sign message' }).click()
  await modal.expectView('ApproveTransaction')
  await expect(frame.getByRole('heading')).toHaveText('Sign this message?')
  await frame.getByRole('button', { name: 'Approve' }).click()
  await modal.expectClosed()
  const signature = page.getByTestId('signature')
  await expect(signature).toHaveText(/^0x[0-9a-f]{130}$/)
  const address = await recoverMessageAddress({
    message: 'Hello from the Portico example',
    signature: (await signature.textContent()) as Hex,
  })
  await expect(modal.connectButton).toContainText(shortenAddress(address))

  // A new wallet has nothing: the chain gives it 1 ETH, then the visitor sends 0.001 of it.
  const client = createPublicClient({ transport: http(chain.rpcUrl) })
  const funded = await fetch(chain.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'anvil_setBalance',
      params: [address, `0x${parseEther('1').toString(16)}`],
    }),
  })
  expect(funded.ok).toBe(true)
  await page.getByRole('button', { name: 'Send 0.001 ETH' }).click()
  await expect(frame.getByRole('heading')).toHaveText('Send this transaction?')
  await expect(frame.getByTestId('approval-amount')).toHaveText('0.001 ETH')
  await frame.getByRole('button', { name: 'Approve' }).click()
  await modal.expectClosed()
  const hash = page.getByTestId('transaction-hash')
  await expect(hash).toHaveText(/^0x[0-9a-f]{64}$/)
  const receipt = await client.waitForTransactionReceipt({ hash: (await hash.textContent()) as Hex })
  expect(receipt.status).toBe('success')
  expect(receipt.from.toLowerCase()).toBe(address.toLowerCase())
  expect(receipt.to).toBe('0x000000000000000000000000000000000000beef')
})
