import { defineDevnetEvmChain } from '@portico/devnet'
import {
  type Address,
  createPublicClient,
  type Hex,
  http,
  keccak256,
  parseEther,
  parseTransaction,
  recoverTransactionAddress,
  type TransactionSerialized,
  verifyTypedData,
} from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import type { LabDevnet } from '../src/devnet/LabDevnet.js'
import { labTypedData } from '../src/panels/labTypedData.js'
import { LAB_RECIPIENT } from '../src/panels/WagmiPanel.js'
import type { LabPage } from './pages/LabPage.js'
import { loginByEmail } from './world/embeddedLogin.js'
import { fundEvmAccount } from './world/fundEvmAccount.js'
import { expect, type Page, test } from './world/labTest.js'
import { providerRequest } from './world/providerRequest.js'

test.use({ labConfig: 'email-login' })

function anvilOf(devnet: LabDevnet) {
  const first = devnet.chains[0]
  if (!first) throw new Error('the devnet has no EVM chain')
  return {
    client: createPublicClient({ chain: defineDevnetEvmChain(first), transport: http(first.rpcUrl) }),
  }
}

/** The secure site's frame the widget added to the page. */
const frameOf = (page: Page) => page.frameLocator('[data-testid="portico-embedded-frame"]')

/** The amount of the balance the lab's Portico panel shows ('1.000 LETH' → 1). */
async function shownBalance(lab: LabPage): Promise<number> {
  return Number.parseFloat(((await lab.field('portico-balance').textContent()) ?? '').replaceAll(',', ''))
}

test('sends ETH through ApproveTransaction: the frame shows the decoded transfer; Reject reaches the dapp; Approve mines it and the balance shown goes down', async ({
  lab,
  modal,
  page,
  devnet,
}, testInfo) => {
  const anvil = anvilOf(devnet)
  const address = await loginByEmail(
    lab,
    modal,
    page,
    `evm-send-${testInfo.workerIndex}-${Date.now()}@example.com`,
  )
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  await fundEvmAccount(devnet, address, parseEther('1'), page)
  await expect.poll(() => shownBalance(lab)).toBe(1)

  // Reject: the frame's screen shows what would be sent; the dapp gets the visitor's rejection.
  const transaction = page.getByTestId('portico-transaction')
  await page.getByTestId('portico-send-transaction').click()
  await modal.expectView('ApproveTransaction')
  await expect(page.getByTestId('portico-embedded-frame')).toHaveAttribute('data-state', 'shown')
  const frame = frameOf(page)
  await expect(frame.getByRole('heading')).toHaveText('Send this transaction?')
  await expect(frame.getByTestId('approval-to')).toHaveText(LAB_RECIPIENT)
  // In the network's own coin: the config names the local chain's coin LETH (a frame that assumed ether shows ETH).
  await expect(frame.getByTestId('approval-amount')).toHaveText('0.01 LETH')
  await expect(frame.getByTestId('approval-fee')).toHaveText(/^up to 0\.\d+ LETH$/)
  await frame.getByRole('button', { name: 'Reject' }).click()
  await expect(transaction).toHaveAttribute('data-state', 'error')
  await expect(transaction).toContainText('User rejected the request')
  await expect(page.getByTestId('portico-embedded-frame')).toHaveAttribute('data-state', 'hidden')
  expect(await anvil.client.getTransactionCount({ address: address as Address })).toBe(0)

  // Approve: signed in the frame, sent to anvil, mined; the balance the page shows goes down.
  await page.getByTestId('portico-send-transaction').click()
  await modal.expectView('ApproveTransaction')
  await expect(frame.getByTestId('approval-amount')).toHaveText('0.01 LETH')
  await frame.getByRole('button', { name: 'Approve' }).click()
  await expect(transaction).toHaveAttribute('data-state', 'success')
  const hash = ((await transaction.textContent()) ?? '') as Hex
  const receipt = await anvil.client.waitForTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
  expect(receipt.from.toLowerCase()).toBe(address.toLowerCase())
  expect(receipt.to?.toLowerCase()).toBe(LAB_RECIPIENT.toLowerCase())
  // What moved, from the transaction itself: the lab's recipient is paid by other workers' tests at the same time.
  expect((await anvil.client.getTransaction({ hash })).value).toBe(parseEther('0.01'))
  await expect(page.getByTestId('portico-embedded-frame')).toHaveAttribute('data-state', 'hidden')
  await expect.poll(() => shownBalance(lab)).toBeLessThan(1)
})

test('signs typed data the frame shows by domain and fields (viem verifies it); smart-account and off-list methods are refused', async ({
  lab,
  modal,
  page,
}, testInfo) => {
  const address = await loginByEmail(
    lab,
    modal,
    page,
    `evm-typed-${testInfo.workerIndex}-${Date.now()}@example.com`,
  )

  await page.getByTestId('wagmi-sign-typed-data').click()
  await modal.expectView('ApproveTransaction')
  const frame = frameOf(page)
  await expect(frame.getByRole('heading')).toHaveText('Sign this typed data?')
  await expect(frame.getByTestId('approval-domain-name')).toHaveText('Portico Lab')
  await expect(frame.getByTestId('approval-primary-type')).toHaveText('Mail')
  await expect(frame.getByTestId('approval-field-from.name')).toHaveText('Alice')
  await expect(frame.getByTestId('approval-field-contents')).toHaveText('Hello from the Portico lab')
  await frame.getByRole('button', { name: 'Approve' }).click()
  const typed = page.getByTestId('wagmi-typed-signature')
  await expect(typed).toHaveAttribute('data-state', 'success')
  // A request through the app's own wagmi is not on core's approval stack: the modal opened for it closes too.
  await modal.expectClosed()
  expect(
    await verifyTypedData({
      ...labTypedData,
      address: address as Address,
      signature: ((await typed.textContent()) ?? '') as Hex,
    }),
  ).toBe(true)
  await expect(page.getByTestId('portico-embedded-frame')).toHaveAttribute('data-state', 'hidden')

  // This app did not turn smart sessions (ERC-7715 grants) on: a clear answer, no approval screen.
  const granted = await providerRequest(page, 'wallet_grantPermissions', [{}])
  expect(granted).toEqual({
    ok: false,
    code: 4200,
    message:
      'wallet_grantPermissions needs smart sessions, which this app has not turned on (features.smartSessions)',
  })
  await expect(page.getByTestId('portico-embedded-frame')).toHaveAttribute('data-state', 'hidden')

  // Off the allow-list: refused at once (4200), and the visitor is told (docs/behaviour.md#permissions: after 300 ms).
  const signed = await providerRequest(page, 'eth_sign', [address, '0x00'])
  expect(signed).toEqual({ ok: false, code: 4200, message: 'eth_sign is not allowed' })
  await expect(page.getByTestId('portico-toast')).toHaveText(
    'This app asked the embedded wallet for eth_sign, which it does not allow',
  )

  // EIP-5792 capabilities: an EOA, never atomic.
  const capabilities = await providerRequest(page, 'wallet_getCapabilities', [address])
  expect(capabilities.ok).toBe(true)
  expect(Object.values((capabilities as { result: object }).result)).toEqual([
    { atomic: { status: 'unsupported' } },
  ])
})

test('sends wallet_sendCalls through ApproveTransaction: the frame shows each call; they are mined in order and wallet_getCallsStatus reports them', async ({
  lab,
  modal,
  page,
  devnet,
}, testInfo) => {
  const anvil = anvilOf(devnet)
  const address = (await loginByEmail(
    lab,
    modal,
    page,
    `evm-calls-${testInfo.workerIndex}-${Date.now()}@example.com`,
  )) as Address
  await fundEvmAccount(devnet, address, parseEther('1'))
  // Two accounts nobody else pays, so that their balances are what this batch sent.
  const [recipient, second] = [
    privateKeyToAddress(generatePrivateKey()),
    privateKeyToAddress(generatePrivateKey()),
  ]
  const chainId = `0x${(await anvil.client.getChainId()).toString(16)}`
  const sending = providerRequest(page, 'wallet_sendCalls', [
    {
      version: '2.0.0',
      chainId,
      from: address,
      atomicRequired: false,
      calls: [
        { to: recipient, value: `0x${parseEther('0.01').toString(16)}` },
        { to: second, value: `0x${parseEther('0.02').toString(16)}` },
      ],
    },
  ])
  await modal.expectView('ApproveTransaction')
  const frame = frameOf(page)
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Send these 2 calls?')
  await expect(frame.getByRole('heading', { level: 2 })).toHaveText(['Call 1', 'Call 2'])
  await expect(frame.getByTestId('approval-call-1-to')).toHaveText(recipient)
  await expect(frame.getByTestId('approval-call-1-amount')).toHaveText('0.01 LETH')
  await expect(frame.getByTestId('approval-call-2-to')).toHaveText(second)
  await expect(frame.getByTestId('approval-call-2-amount')).toHaveText('0.02 LETH')
  await frame.getByRole('button', { name: 'Approve' }).click()
  const sent = await sending
  expect(sent.ok).toBe(true)
  const { id } = (sent as { result: { id: string } }).result
  expect(id).toMatch(/^0x[0-9a-f]+$/)

  // wallet_getCallsStatus (a safe read: no screen) reports both, confirmed, once anvil mined them.
  type Status = { status: number; atomic: boolean; receipts?: { transactionHash: Hex; status: string }[] }
  const status = async () =>
    ((await providerRequest(page, 'wallet_getCallsStatus', [id])) as { result: Status }).result
  await expect.poll(async () => (await status()).status, { timeout: 60_000 }).toBe(200)
  const { receipts = [], atomic } = await status()
  expect(atomic).toBe(false)
  expect(receipts.map((receipt) => receipt.status)).toEqual(['0x1', '0x1'])
  // In order: the first call's transaction has the lower nonce and lands no later than the second.
  const [first, next] = await Promise.all(
    receipts.map((receipt) => anvil.client.getTransaction({ hash: receipt.transactionHash })),
  )
  expect(first?.to?.toLowerCase()).toBe(recipient.toLowerCase())
  expect(next?.to?.toLowerCase()).toBe(second.toLowerCase())
  expect(first?.from.toLowerCase()).toBe(address.toLowerCase())
  expect((first?.nonce ?? 1) + 1).toBe(next?.nonce)
  expect(first?.blockNumber ?? 0n).toBeLessThanOrEqual(next?.blockNumber ?? 0n)
  expect(await anvil.client.getBalance({ address: recipient })).toBe(parseEther('0.01'))
  expect(await anvil.client.getBalance({ address: second })).toBe(parseEther('0.02'))
  await expect(page.getByTestId('portico-embedded-frame')).toHaveAttribute('data-state', 'hidden')
})

test('signs a transaction for the dapp without sending it (eth_signTransaction): the signed bytes verify, nothing is broadcast', async ({
  lab,
  modal,
  page,
  devnet,
}, testInfo) => {
  const anvil = anvilOf(devnet)
  const address = (await loginByEmail(
    lab,
    modal,
    page,
    `evm-sign-only-${testInfo.workerIndex}-${Date.now()}@example.com`,
  )) as Address
  await fundEvmAccount(devnet, address, parseEther('1'))
  const signing = providerRequest(page, 'eth_signTransaction', [
    { from: address, to: LAB_RECIPIENT, value: `0x${parseEther('0.01').toString(16)}` },
  ])
  await modal.expectView('ApproveTransaction')
  const frame = frameOf(page)
  await expect(frame.getByRole('heading')).toHaveText('Sign this transaction?')
  await expect(frame.getByTestId('approval-amount')).toHaveText('0.01 LETH')
  await frame.getByRole('button', { name: 'Approve' }).click()
  const signed = await signing
  expect(signed.ok).toBe(true)
  const raw = (signed as { result: Hex }).result
  const transaction = parseTransaction(raw)
  expect(transaction.to?.toLowerCase()).toBe(LAB_RECIPIENT.toLowerCase())
  expect(transaction.value).toBe(parseEther('0.01'))
  expect(transaction.chainId).toBe(await anvil.client.getChainId())
  expect(
    (await recoverTransactionAddress({ serializedTransaction: raw as TransactionSerialized })).toLowerCase(),
  ).toBe(address.toLowerCase())
  // Nothing went to the chain: no nonce used, no such transaction known, the recipient got nothing.
  expect(await anvil.client.getTransactionCount({ address, blockTag: 'pending' })).toBe(0)
  await expect(anvil.client.getTransaction({ hash: keccak256(raw) })).rejects.toThrow()
  expect(await anvil.client.getBalance({ address })).toBe(parseEther('1'))
})

test.describe('in Arabic', () => {
  test.use({ labLocale: 'ar' })

  test('the frame’s screens speak the widget’s language (Arabic right to left), and follow a switch to German', async ({
    lab,
    modal,
    page,
    devnet,
  }, testInfo) => {
    const address = await loginByEmail(
      lab,
      modal,
      page,
      `evm-locale-${testInfo.workerIndex}-${Date.now()}@example.com`,
    )
    const frame = frameOf(page)
    const signature = page.getByTestId('portico-signature')

    // The frame was started in the widget's locale: its page is Arabic, right to left.
    await page.getByTestId('portico-sign-message').click()
    await expect(page.getByTestId('portico-embedded-frame')).toHaveAttribute('data-state', 'shown')
    await expect(frame.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(frame.locator('html')).toHaveAttribute('lang', 'ar')
    await expect(frame.getByRole('heading')).toHaveText('هل تريد توقيع هذه الرسالة؟')
    await expect(frame.getByText(`الحساب ${address}`)).toBeVisible()
    await frame.getByRole('button', { name: 'رفض' }).click()
    await expect(signature).toHaveAttribute('data-state', 'error')

    // The visitor switches the widget to German: the frame's next screen, a decoded transaction from the lazily
    // loaded EVM code included, is German and left to right.
    await page.evaluate(() =>
      (
        window as unknown as { __porticoLab: { portico: { setLocale(locale: string): Promise<void> } } }
      ).__porticoLab.portico.setLocale('de'),
    )
    await expect(lab.field('portico-locale')).toHaveText('de')
    await fundEvmAccount(devnet, address, parseEther('1'))
    const transaction = page.getByTestId('portico-transaction')
    await page.getByTestId('portico-send-transaction').click()
    await expect(page.getByTestId('portico-embedded-frame')).toHaveAttribute('data-state', 'shown')
    await expect(frame.locator('html')).toHaveAttribute('dir', 'ltr')
    await expect(frame.getByRole('heading')).toHaveText('Diese Transaktion senden?')
    await expect(frame.getByText('Netzwerkgebühr', { exact: true })).toBeVisible()
    await expect(frame.getByTestId('approval-fee')).toHaveText(/^bis zu 0\.\d+ LETH$/)
    await frame.getByRole('button', { name: 'Ablehnen' }).click()
    await expect(transaction).toHaveAttribute('data-state', 'error')
  })
})
