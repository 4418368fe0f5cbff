import { formatBalance, formatUnits } from '@portico/core'
import { defineDevnetEvmChain, LOCAL_ONRAMP_SANDBOXES, ONRAMP_TEST_CARDS } from '@portico/devnet'
import type { ModalPage, ModalValidator } from '@portico/testing/playwright'
import { type Address, createPublicClient, http } from 'viem'
import { labTestWallet } from '../src/configs/labTestWallet.js'
import type { LabDevnet } from '../src/devnet/LabDevnet.js'
import type { LabPage } from './pages/LabPage.js'
import { freshSolanaKey } from './world/freshSolanaKey.js'
import { expect, type Page, test } from './world/labTest.js'
import { lamportsOf } from './world/lamportsOf.js'
import { openSolanaAccount } from './world/openSolanaAccount.js'
import { readE2eCloudUrl } from './world/readE2eCloudUrl.js'
import { solanaNetworkId } from './world/solanaNetworkId.js'
import { withSolanaKey } from './world/withSolanaKey.js'

function ethBalance(devnet: LabDevnet, holder: string) {
  const first = devnet.chains[0]
  if (!first) throw new Error('the devnet has no EVM chain')
  return createPublicClient({ chain: defineDevnetEvmChain(first), transport: http(first.rpcUrl) }).getBalance(
    {
      address: holder as Address,
    },
  )
}

/**
 * The cloud's quote of one provider, as the widget shows it (fixed sandbox prices: the same every time): ETH on the
 * first EVM chain unless another asset and network are named.
 */
async function quoted(
  devnet: LabDevnet,
  provider: string,
  fiatAmount: string,
  { asset, network }: { asset: string; network: string } = {
    asset: 'ETH',
    network: `eip155:${devnet.chains[0]?.chainId}`,
  },
): Promise<bigint> {
  const query = new URLSearchParams({
    projectId: 'portico-lab',
    fiatAmount,
    fiatCurrency: 'USD',
    asset,
    network,
  })
  const answer = (await (await fetch(`${readE2eCloudUrl()}/v1/onramp/quote?${query}`)).json()) as {
    quotes: { provider: string; cryptoAmount: string }[]
  }
  const quote = answer.quotes.find((each) => each.provider === provider)
  if (!quote) throw new Error(`no ${provider} quote for ${fiatAmount} USD`)
  return BigInt(quote.cryptoAmount)
}

/** From Account, opens Buy, types the amount and waits for both providers' offers. */
async function openBuy(
  page: Page,
  modal: { open(): Promise<void> },
  validator: { expectView(view: string): Promise<void> },
  fiatAmount: string,
  asset = 'ETH',
) {
  await modal.open()
  await validator.expectView('Account')
  await page.getByTestId('account-feature-onramp').click()
  await validator.expectView('OnRampProviders')
  await expect(page.getByTestId('onramp-asset')).toHaveText(asset)
  await page.getByTestId('onramp-amount').fill(fiatAmount)
  await expect(page.getByTestId('onramp-fee-meld')).toHaveText(`Fee ${feeOf(fiatAmount, 120)} USD (1.2 %)`)
  await expect(page.getByTestId('onramp-fee-coinbase')).toBeVisible()
}

/** On `onramp`, the EVM test wallet connected: Account → Buy with the amount typed and both offers shown. */
async function buyOnEvm(
  { lab, modal, validator, page }: { lab: LabPage; modal: ModalPage; validator: ModalValidator; page: Page },
  fiatAmount: string,
) {
  await lab.goto('onramp')
  await modal.connect(labTestWallet.rdns)
  if (await modal.isOpen()) await modal.close()
  await openBuy(page, modal, validator, fiatAmount)
}

const feeOf = (fiatAmount: string, bps: number) => ((Number(fiatAmount) * bps) / 10_000).toFixed(2)

/**
 * Chooses a provider's offer; its checkout opens in a pop-up, where the card is paid.
 * @returns where the provider's sandbox is and the order it made (from the URL it sends the buyer back to)
 */
async function payWith(page: Page, provider: keyof typeof LOCAL_ONRAMP_SANDBOXES, card: string) {
  const popup = page.waitForEvent('popup')
  await page.getByTestId(`onramp-quote-${provider}`).click()
  const checkout = await popup
  await checkout.getByLabel('Card number').fill(card)
  // Read once the form is there: the pop-up opens blank and is sent to the checkout after (openCheckoutTab).
  const sandboxUrl = new URL(checkout.url()).origin
  await checkout.getByRole('button', { name: /^Pay / }).click()
  // The provider sends the buyer back to the page (the lab's origin); the visitor then closes that window.
  await checkout.waitForURL((url) => url.origin === new URL(page.url()).origin)
  const orderId = new URL(checkout.url()).searchParams.get('orderId') ?? ''
  await checkout.close()
  return { sandboxUrl, orderId }
}

/** The sandbox's test helper: the pending card's order is paid now (the e2e world's sandboxes wait for it). */
async function settle(
  provider: keyof typeof LOCAL_ONRAMP_SANDBOXES,
  paid: { sandboxUrl: string; orderId: string },
) {
  const answer = await fetch(`${paid.sandboxUrl}/api/orders/${paid.orderId}/settle`, {
    method: 'POST',
    headers: { authorization: `Bearer ${LOCAL_ONRAMP_SANDBOXES[provider].apiKey}` },
  })
  expect(answer.status).toBe(202)
}

test.describe('buying ETH through the provider sandboxes', () => {
  test.use({ labConfig: 'onramp' })
  // A pop-up checkout and a delivery on chain: 35–50 s of work under a browser step's load, 60 s once at load 17.
  test.describe.configure({ timeout: 120_000 })

  test('the success card: the anvil balance grows by the quote less the fee, and the widget says so', async ({
    lab,
    modal,
    validator,
    page,
    devnet,
    account,
  }) => {
    await buyOnEvm({ lab, modal, validator, page }, '100')
    const expected = await quoted(devnet, 'meld', '100')
    const before = await ethBalance(devnet, account.address)
    await payWith(page, 'meld', ONRAMP_TEST_CARDS.success)
    await validator.expectView('BuyInProgress')
    await expect(page.getByTestId('onramp-success')).toContainText('You bought ')
    expect(await ethBalance(devnet, account.address)).toBe(before + expected)
    await page.getByTestId('onramp-done').click()
    await validator.expectView('OnRampProviders')
  })

  test('the currency list shows each currency with its icon from the cloud; the declined card shows the failure, and Try again goes back to the offers', async ({
    lab,
    modal,
    validator,
    page,
  }) => {
    await buyOnEvm({ lab, modal, validator, page }, '50')
    await page.getByTestId('onramp-currency').click()
    await validator.expectView('OnRampFiatSelect')
    const icon = page.getByTestId('onramp-fiat-icon-USD')
    await expect(icon).toHaveAttribute('src', `${readE2eCloudUrl()}/public/getCurrencyImage/USD`)
    // Loaded, not hidden as a failed image is.
    await expect(icon).toBeVisible()
    await expect.poll(() => icon.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)
    await page.getByTestId('onramp-fiat-USD').click()
    await validator.expectView('OnRampProviders')
    await expect(page.getByTestId('onramp-currency')).toHaveText('USD')
    await payWith(page, 'coinbase', ONRAMP_TEST_CARDS.declined)
    await expect(page.getByTestId('onramp-failed')).toHaveText(
      'The payment was declined: nothing was charged',
    )
    await page.getByTestId('onramp-try-again').click()
    await validator.expectView('OnRampProviders')
    await expect(page.getByTestId('onramp-quote-meld')).toBeVisible()
  })

  test('a pending purchase shows as pending, then as bought', async ({ lab, modal, validator, page }) => {
    await buyOnEvm({ lab, modal, validator, page }, '40')
    const paid = await payWith(page, 'meld', ONRAMP_TEST_CARDS.pending)
    await expect(page.getByTestId('onramp-progress')).toHaveAttribute('data-status', 'pending')
    await expect(page.getByTestId('onramp-progress')).toContainText('is sending your ETH')
    await settle('meld', paid)
    await expect(page.getByTestId('onramp-success')).toContainText('You bought ')
  })

  test('the visitor closes the checkout before paying: the view says so, and Try again goes on to the offers and a purchase', async ({
    lab,
    modal,
    validator,
    page,
  }) => {
    await buyOnEvm({ lab, modal, validator, page }, '60')
    const popup = page.waitForEvent('popup')
    await page.getByTestId('onramp-quote-coinbase').click()
    const checkout = await popup
    await expect(checkout.getByLabel('Card number')).toBeVisible()
    await checkout.close()
    await expect(page.getByTestId('onramp-checkout-closed')).toHaveText(
      'The checkout was closed before the payment',
    )
    // Still followed (a payment made as it closed would land): no failure, no success.
    await expect(page.getByTestId('onramp-progress')).toHaveAttribute('data-status', 'checkout')
    await page.getByTestId('onramp-try-again').click()
    await validator.expectView('OnRampProviders')
    await payWith(page, 'meld', ONRAMP_TEST_CARDS.success)
    await expect(page.getByTestId('onramp-success')).toContainText('You bought ')
  })

  test('a pending purchase that completes while the modal is closed: the ETH arrives and Activity lists it as bought', async ({
    lab,
    modal,
    validator,
    page,
    devnet,
    account,
  }) => {
    await buyOnEvm({ lab, modal, validator, page }, '30')
    const expected = await quoted(devnet, 'meld', '30')
    const before = await ethBalance(devnet, account.address)
    const paid = await payWith(page, 'meld', ONRAMP_TEST_CARDS.pending)
    await expect(page.getByTestId('onramp-progress')).toHaveAttribute('data-status', 'pending')
    await modal.close()
    await settle('meld', paid)
    await expect.poll(() => ethBalance(devnet, account.address)).toBe(before + expected)
    await modal.open()
    await validator.expectView('Account')
    await page.getByTestId('account-tab-Activity').click()
    const row = page
      .getByTestId('activity-purchase')
      .filter({ hasText: `+${formatBalance(formatUnits(expected, 18))} ETH` })
    await expect(row).toHaveAttribute('data-state', 'completed')
    await expect(row).toContainText('Bought')
  })
})

/** Lamports as the widget shows an amount of SOL (its quote and its success). */
const formatSol = (lamports: bigint) => formatBalance(formatUnits(lamports, 9))

/** The buyer on Solana: a fresh key in the Solana test wallet (one per worker), so its SOL is what it bought alone. */
const solanaBuyer = freshSolanaKey()
const solanaTest = withSolanaKey(solanaBuyer)

solanaTest.describe('buying SOL through the provider sandboxes', () => {
  solanaTest.use({ labConfig: 'onramp-solana' })
  // Connecting on EVM then on Solana, the pop-up checkout and the delivery on the Solana node.
  solanaTest.describe.configure({ timeout: 180_000 })

  solanaTest(
    'the success card: a fresh base58 account holds exactly the quote less the fee in lamports, and the widget says so',
    async ({ lab, modal, validator, page, devnet }) => {
      const network = solanaNetworkId(devnet)
      expect(await lamportsOf(devnet, solanaBuyer.address)).toBe(0n)
      await openSolanaAccount(lab, modal, validator, devnet, 'onramp-solana')
      await modal.close()
      await openBuy(page, modal, validator, '100', 'SOL')
      const expected = await quoted(devnet, 'meld', '100', { asset: 'SOL', network })
      await expect(page.getByTestId('onramp-receive-meld')).toHaveText(
        `You receive ${formatSol(expected)} SOL`,
      )
      await payWith(page, 'meld', ONRAMP_TEST_CARDS.success)
      await validator.expectView('BuyInProgress')
      await expect(page.getByTestId('onramp-success')).toHaveText(`You bought ${formatSol(expected)} SOL`)
      expect(await lamportsOf(devnet, solanaBuyer.address)).toBe(expected)
      await page.getByTestId('onramp-done').click()
      await validator.expectView('OnRampProviders')
    },
  )
})
