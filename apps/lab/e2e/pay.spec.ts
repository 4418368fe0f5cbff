import { defineDevnetEvmChain, EXCHANGE_TEST_PASSWORD, EXCHANGE_TEST_USERS } from '@portico/devnet'
import type { ModalPage, ModalValidator } from '@portico/testing/playwright'
import { type Address, createPublicClient, erc20Abi, http } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { labTestWallet } from '../src/configs/labTestWallet.js'
import type { LabDevnet } from '../src/devnet/LabDevnet.js'
import type { LabPage } from './pages/LabPage.js'
import { freshSolanaAddress } from './world/freshSolanaAddress.js'
import { expect, type Page, test } from './world/labTest.js'
import { lamportsOf } from './world/lamportsOf.js'
import { openSolanaAccount } from './world/openSolanaAccount.js'
import { solanaDevnetRpc } from './world/solanaDevnetRpc.js'
import { splBalanceOf } from './world/splBalanceOf.js'

/** A merchant nobody else pays: a fresh EVM account (its balances start at zero). */
const freshMerchant = () => privateKeyToAccount(generatePrivateKey()).address

function usdcBalance(devnet: LabDevnet, holder: string) {
  const first = devnet.chains[0]
  const usdc = devnet.contracts?.usdc.address
  if (!first || !usdc) throw new Error('the devnet has no EVM chain with USDC')
  return createPublicClient({
    chain: defineDevnetEvmChain(first),
    transport: http(first.rpcUrl),
  }).readContract({
    address: usdc as Address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [holder as Address],
  })
}

/** The app asks for a payment through the lab's Pay panel (pay() of @portico/pay); the Pay view opens. */
async function askPayment(page: Page, recipient: string, amount: string, symbol = 'USDC') {
  await page.getByTestId('pay-panel-recipient').fill(recipient)
  await page.getByTestId('pay-panel-amount').fill(amount)
  await page.getByTestId('pay-panel-asset').selectOption(symbol === 'USDC' ? 'usdc' : 'native')
  await page.getByTestId('pay-panel-pay').click()
  await expect(page.getByTestId('pay-amount')).toHaveText(`${amount} ${symbol}`)
  await expect(page.getByTestId('pay-recipient')).toHaveAttribute('title', recipient)
}

/** What opening the Pay view takes: the lab's page, the modal and, on Solana, the validator and the devnet. */
type PayFixtures = {
  lab: LabPage
  modal: ModalPage
  page: Page
  validator: ModalValidator
  devnet: LabDevnet
}

/** On `pay`, the EVM test wallet connected and the modal closed, the app asks for the payment: the Pay view opens. */
async function payOnEvm(
  { lab, modal, page }: Pick<PayFixtures, 'lab' | 'modal' | 'page'>,
  recipient: string,
  amount: string,
) {
  await lab.goto('pay')
  await modal.connect(labTestWallet.rdns)
  if (await modal.isOpen()) await modal.close()
  await askPayment(page, recipient, amount)
}

/** On `pay-solana`, the Solana test wallet connected on the Solana network, the app asks for the payment. */
async function payOnSolana(
  { lab, modal, page, validator, devnet }: PayFixtures,
  recipient: string,
  amount: string,
  symbol = 'USDC',
) {
  await openSolanaAccount(lab, modal, validator, devnet, 'pay-solana')
  await modal.close()
  await askPayment(page, recipient, amount, symbol)
}

test.describe('paying a merchant from the connected wallet', () => {
  test.use({ labConfig: 'pay' })
  // Connecting, the wallet's transfer and its receipt on a busy machine: more than the default minute.
  test.setTimeout(120_000)

  test('5 USDC: the merchant holds them on chain and pay() resolves with the hash', async ({
    lab,
    modal,
    validator,
    page,
    devnet,
  }) => {
    const merchant = freshMerchant()
    await payOnEvm({ lab, modal, page }, merchant, '5')
    await validator.expectView('Pay')
    await page.getByTestId('pay-with-wallet').click()
    await expect(page.getByTestId('pay-success')).toHaveText('Paid 5 USDC')
    await expect(page.getByTestId('pay-panel-result')).toHaveAttribute('data-state', 'success')
    const hash = await page.getByTestId('pay-panel-result').textContent()
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    await expect(page.getByTestId('pay-success')).toHaveAttribute('data-hash', hash ?? '')
    expect(await usdcBalance(devnet, merchant)).toBe(5_000_000n)
    await page.getByTestId('pay-done').click()
    await modal.expectClosed()
  })

  test('a refusal in the wallet says so, pay() rejects with user_rejected, and Try again pays', async ({
    lab,
    modal,
    page,
    wallet,
    devnet,
  }) => {
    const merchant = freshMerchant()
    await payOnEvm({ lab, modal, page }, merchant, '2.5')
    await wallet.reject('eth_sendTransaction')
    await page.getByTestId('pay-with-wallet').click()
    await expect(page.getByTestId('pay-error')).toHaveText('You declined the payment in your wallet')
    await expect(page.getByTestId('pay-panel-result')).toHaveText('user_rejected')
    expect(await usdcBalance(devnet, merchant)).toBe(0n)
    await wallet.approve('eth_sendTransaction')
    await page.getByTestId('pay-with-wallet').click()
    await expect(page.getByTestId('pay-success')).toHaveText('Paid 2.5 USDC')
    expect(await usdcBalance(devnet, merchant)).toBe(2_500_000n)
  })
})

/** In the exchange's pop-up: logs in as the test user `login` and confirms the payment. */
async function payOnExchange(page: Page, login: string) {
  const popup = page.waitForEvent('popup')
  await page.getByTestId('pay-exchange-binance').click()
  const exchange = await popup
  await exchange.waitForURL(/\/pay\?/)
  await exchange.getByLabel('E-mail').fill(login)
  await exchange.getByLabel('Password').fill(EXCHANGE_TEST_PASSWORD)
  await exchange.getByRole('button', { name: 'Log in' }).click()
  await exchange.getByRole('button', { name: 'Confirm payment' }).click()
  await expect(exchange.getByTestId('status')).toContainText('Payment')
  await exchange.close()
}

test.describe('paying a merchant from an exchange', () => {
  test.use({ labConfig: 'pay' })
  test.setTimeout(120_000)

  test("5 USDC from the exchange's wallet: the merchant holds them and the Pay view says so", async ({
    lab,
    modal,
    page,
    devnet,
  }) => {
    const merchant = freshMerchant()
    await payOnEvm({ lab, modal, page }, merchant, '5')
    await expect(page.getByTestId('pay-exchange-binance')).toHaveText('Pay from Binnacle')
    await payOnExchange(page, EXCHANGE_TEST_USERS.trader)
    await expect(page.getByTestId('pay-success')).toHaveText('Paid 5 USDC')
    await expect(page.getByTestId('pay-panel-result')).toHaveAttribute('data-state', 'success')
    expect(await usdcBalance(devnet, merchant)).toBe(5_000_000n)
  })

  test('the exchange window closed before the visitor confirmed: the view says so and offers the choice again; Try again pays, and pay() resolves with it', async ({
    lab,
    modal,
    page,
    devnet,
  }) => {
    const merchant = freshMerchant()
    await payOnEvm({ lab, modal, page }, merchant, '5')
    const popup = page.waitForEvent('popup')
    await page.getByTestId('pay-exchange-binance').click()
    const exchange = await popup
    await exchange.waitForURL(/\/pay\?/)
    await expect(page.getByTestId('pay-with-wallet')).toBeDisabled()
    await exchange.close()
    await expect(page.getByTestId('pay-window-closed')).toHaveText(
      'The Binnacle window was closed before you confirmed',
    )
    await expect(page.getByTestId('pay-progress')).toHaveCount(0)
    await expect(page.getByTestId('pay-exchange-binance')).toHaveText('Try again')
    await expect(page.getByTestId('pay-with-wallet')).toHaveText('Pay with wallet')
    await expect(page.getByTestId('pay-with-wallet')).toBeEnabled()
    // pay() is still waiting: the window closing is no outcome.
    await expect(page.getByTestId('pay-panel-result')).toHaveAttribute('data-state', 'pending')
    await payOnExchange(page, EXCHANGE_TEST_USERS.trader)
    await expect(page.getByTestId('pay-success')).toHaveText('Paid 5 USDC')
    await expect(page.getByTestId('pay-window-closed')).toHaveCount(0)
    // pay() was still waiting: it resolves with the payment Try again made.
    await expect(page.getByTestId('pay-panel-result')).toHaveAttribute('data-state', 'success')
    const hash = await page.getByTestId('pay-panel-result').textContent()
    await expect(page.getByTestId('pay-success')).toHaveAttribute('data-hash', hash ?? '')
    expect(await usdcBalance(devnet, merchant)).toBe(5_000_000n)
  })

  test('a payment the exchange fails says so and pay() rejects with exchange_failed', async ({
    lab,
    modal,
    page,
    devnet,
  }) => {
    const merchant = freshMerchant()
    await payOnEvm({ lab, modal, page }, merchant, '5')
    await payOnExchange(page, EXCHANGE_TEST_USERS.broke)
    await expect(page.getByTestId('pay-error')).toHaveText('The exchange did not complete the payment')
    await expect(page.getByTestId('pay-panel-result')).toHaveText('exchange_failed')
    expect(await usdcBalance(devnet, merchant)).toBe(0n)
  })
})

test.describe('paying a merchant on Solana from the connected wallet', () => {
  test.use({ labConfig: 'pay-solana' })
  test.setTimeout(120_000)

  test('5 USDC (SPL): refused in the wallet (pay() rejects with user_rejected), then paid with Try again; the merchant holds them', async ({
    lab,
    modal,
    validator,
    page,
    devnet,
    solanaWallet,
  }) => {
    const mint = devnet.solana?.token?.mint
    if (!mint) throw new Error('the devnet file names no SPL token')
    const merchant = freshSolanaAddress()
    await payOnSolana({ lab, modal, page, validator, devnet }, merchant, '5')
    await solanaWallet.reject()
    await page.getByTestId('pay-with-wallet').click()
    await expect(page.getByTestId('pay-error')).toHaveText('You declined the payment in your wallet')
    await expect(page.getByTestId('pay-panel-result')).toHaveText('user_rejected')
    await solanaWallet.approve()
    await page.getByTestId('pay-with-wallet').click()
    // pay() heard the first attempt's refusal; Try again is the visitor's own retry (the view shows its signature).
    await expect(page.getByTestId('pay-success')).toHaveText('Paid 5 USDC')
    await expect(page.getByTestId('pay-success')).toHaveAttribute(
      'data-hash',
      /^[1-9A-HJ-NP-Za-km-z]{64,88}$/,
    )
    expect(await splBalanceOf(devnet, merchant, mint)).toBe(5_000_000n)
  })

  test('0.5 SOL: pay() resolves with the signature and the merchant holds it on chain', async ({
    lab,
    modal,
    validator,
    page,
    devnet,
  }) => {
    const rpcUrl = devnet.solana?.rpcUrl ?? ''
    const merchant = freshSolanaAddress()
    await payOnSolana({ lab, modal, page, validator, devnet }, merchant, '0.5', 'SOL')
    await page.getByTestId('pay-with-wallet').click()
    await expect(page.getByTestId('pay-success')).toHaveText('Paid 0.5 SOL')
    await expect(page.getByTestId('pay-panel-result')).toHaveAttribute('data-state', 'success')
    const signature = (await page.getByTestId('pay-panel-result').textContent()) ?? ''
    expect(signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
    await expect(page.getByTestId('pay-success')).toHaveAttribute('data-hash', signature)
    const { value } = await solanaDevnetRpc<{ value: number }>(rpcUrl, 'getBalance', [
      merchant,
      { commitment: 'confirmed' },
    ])
    expect(value).toBe(500_000_000)
  })
})

/** A Solana transaction's signature as the Pay view and `pay()` give it: base58, 64 bytes. */
const SOLANA_SIGNATURE = /^[1-9A-HJ-NP-Za-km-z]{64,88}$/

test.describe('paying a merchant on Solana from an exchange', () => {
  test.use({ labConfig: 'pay-solana' })
  // Connecting on EVM then on Solana, the exchange's pop-up and its transfer: more than a minute on a loaded machine.
  test.setTimeout(180_000)

  test("5 USDC (SPL) from the exchange's Solana wallet: the base58 merchant holds exactly 5,000,000 units and pay() resolves with the signature", async ({
    lab,
    modal,
    validator,
    page,
    devnet,
  }) => {
    const mint = devnet.solana?.token?.mint
    if (!mint) throw new Error('the devnet file names no SPL token')
    const merchant = freshSolanaAddress()
    await payOnSolana({ lab, modal, page, validator, devnet }, merchant, '5')
    await expect(page.getByTestId('pay-exchange-binance')).toHaveText('Pay from Binnacle')
    await payOnExchange(page, EXCHANGE_TEST_USERS.trader)
    await expect(page.getByTestId('pay-success')).toHaveText('Paid 5 USDC')
    await expect(page.getByTestId('pay-panel-result')).toHaveAttribute('data-state', 'success')
    const signature = (await page.getByTestId('pay-panel-result').textContent()) ?? ''
    expect(signature).toMatch(SOLANA_SIGNATURE)
    await expect(page.getByTestId('pay-success')).toHaveAttribute('data-hash', signature)
    expect(await splBalanceOf(devnet, merchant, mint)).toBe(5_000_000n)
    await page.getByTestId('pay-done').click()
    await modal.expectClosed()
  })

  test('0.5 SOL the exchange declines (its user has no funds): the view says so, pay() rejects with exchange_failed; Try again on the exchange pays exactly 0.5 SOL', async ({
    lab,
    modal,
    validator,
    page,
    devnet,
  }) => {
    const merchant = freshSolanaAddress()
    await payOnSolana({ lab, modal, page, validator, devnet }, merchant, '0.5', 'SOL')
    await payOnExchange(page, EXCHANGE_TEST_USERS.broke)
    await expect(page.getByTestId('pay-error')).toHaveText('The exchange did not complete the payment')
    await expect(page.getByTestId('pay-panel-result')).toHaveText('exchange_failed')
    expect(await lamportsOf(devnet, merchant)).toBe(0n)
    // Try again is on the exchange that failed; the wallet is still offered as itself.
    await expect(page.getByTestId('pay-exchange-binance')).toHaveText('Try again')
    await expect(page.getByTestId('pay-with-wallet')).toHaveText('Pay with wallet')
    await payOnExchange(page, EXCHANGE_TEST_USERS.trader)
    await expect(page.getByTestId('pay-success')).toHaveText('Paid 0.5 SOL')
    await expect(page.getByTestId('pay-success')).toHaveAttribute('data-hash', SOLANA_SIGNATURE)
    expect(await lamportsOf(devnet, merchant)).toBe(500_000_000n)
    // pay() heard the first attempt's failure; the retry is the visitor's own (the view shows its signature).
    await expect(page.getByTestId('pay-panel-result')).toHaveText('exchange_failed')
  })
})
