import { defineDevnetEvmChain, EXCHANGE_TEST_PASSWORD, EXCHANGE_TEST_USERS } from '@portico/devnet'
import type { ModalPage, ModalValidator } from '@portico/testing/playwright'
import { type Address, createPublicClient, erc20Abi, http, parseEther } from 'viem'
import { generatePrivateKey } from 'viem/accounts'
import { labTestWallet } from '../src/configs/labTestWallet.js'
import type { LabDevnet } from '../src/devnet/LabDevnet.js'
import type { LabPage } from './pages/LabPage.js'
import { freshSolanaKey } from './world/freshSolanaKey.js'
import { fundEvmAccount } from './world/fundEvmAccount.js'
import { expect, test as labTest, type Page } from './world/labTest.js'
import { openSolanaAccount } from './world/openSolanaAccount.js'
import { splBalanceOf } from './world/splBalanceOf.js'
import { withSolanaKey } from './world/withSolanaKey.js'

/**
 * The injected wallet holds a fresh key (funded with 1 ETH before the page opens), so its balances move only by what
 * the exchange deposits: no other test or worker uses it. `account` is that key's.
 */
const test = labTest.extend({
  testWallets: async ({ testWallets }, use) => {
    const [first, ...others] = testWallets?.wallets ?? []
    if (!testWallets || !first) throw new Error('No test wallet installed')
    await use({ ...testWallets, wallets: [{ ...first, privateKey: generatePrivateKey() }, ...others] })
  },
})

const solanaVisitor = freshSolanaKey()

/**
 * The Solana test wallet holds a fresh key that nothing funds (`solanaVisitor`, one per worker): its token account
 * exists only once the exchange's deposit lands, so its balance is the deposit alone.
 */
const solanaTest = withSolanaKey(solanaVisitor)

function chainClient(devnet: LabDevnet) {
  const first = devnet.chains[0]
  if (!first) throw new Error('the devnet has no EVM chain')
  return createPublicClient({ chain: defineDevnetEvmChain(first), transport: http(first.rpcUrl) })
}

function usdcBalance(devnet: LabDevnet, holder: Address) {
  const usdc = devnet.contracts?.usdc.address
  if (!usdc) throw new Error('the devnet has no USDC')
  return chainClient(devnet).readContract({
    address: usdc as Address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [holder],
  })
}

/** Connects the fresh wallet, then Account → Fund wallet, once the exchange is offered. */
async function openFundWallet(
  {
    lab,
    modal,
    validator,
    page,
    devnet,
  }: { lab: LabPage; modal: ModalPage; validator: ModalValidator; page: Page; devnet: LabDevnet },
  visitor: Address,
) {
  await fundEvmAccount(devnet, visitor, parseEther('1'))
  await lab.goto('pay')
  await modal.connect(labTestWallet.rdns)
  if (!(await modal.isOpen())) await modal.open()
  await validator.expectView('Account')
  await page.getByTestId('account-feature-pay').click()
  await validator.expectView('FundWallet')
  await expect(page.getByTestId('fund-wallet-account')).toHaveAttribute('title', visitor)
}

/** Types the amount, deposits from Binnacle and, in its pop-up, logs in as the trader and confirms. */
async function depositFromBinnacle(page: Page, amount: string) {
  await page.getByTestId('fund-wallet-amount').fill(amount)
  const popup = page.waitForEvent('popup')
  await page.getByTestId('fund-wallet-exchange-binance').click()
  const exchange = await popup
  await exchange.waitForURL(/\/pay\?/)
  await exchange.getByLabel('E-mail').fill(EXCHANGE_TEST_USERS.trader)
  await exchange.getByLabel('Password').fill(EXCHANGE_TEST_PASSWORD)
  await exchange.getByRole('button', { name: 'Log in' }).click()
  await exchange.getByRole('button', { name: 'Confirm payment' }).click()
  await expect(exchange.getByTestId('status')).toContainText('Payment')
  await exchange.close()
}

test.describe('Fund wallet: a deposit from the exchange into the connected account', () => {
  test.use({ labConfig: 'pay' })
  // Connecting, the exchange's pop-up and its transfer on a busy machine: more than the default minute.
  test.setTimeout(120_000)

  test('in USDC: the account holds 5 USDC more on chain and the view says it was deposited', async ({
    lab,
    modal,
    validator,
    page,
    devnet,
    account,
  }) => {
    const visitor = account.address
    await openFundWallet({ lab, modal, validator, page, devnet }, visitor)
    const assets = page.getByRole('group', { name: 'Asset' })
    await expect(assets.getByRole('radio', { name: 'ETH' })).toBeChecked()
    await assets.getByRole('radio', { name: 'USDC' }).check()
    await expect(assets.getByRole('radio', { name: 'USDC' })).toBeChecked()
    await expect(page.getByLabel('Amount (USDC)')).toBeVisible()
    const before = await usdcBalance(devnet, visitor)
    await depositFromBinnacle(page, '5')
    await expect(page.getByTestId('fund-wallet-success')).toHaveText('Deposited 5 USDC')
    expect((await usdcBalance(devnet, visitor)) - before).toBe(5_000_000n)
    await page.getByTestId('fund-wallet-done').click()
    await validator.expectView('Account')
  })

  test("in the network's coin: the account holds 0.5 ETH more on chain", async ({
    lab,
    modal,
    validator,
    page,
    devnet,
    account,
  }) => {
    const visitor = account.address
    await openFundWallet({ lab, modal, validator, page, devnet }, visitor)
    await expect(page.getByLabel('Amount (ETH)')).toBeVisible()
    const before = await chainClient(devnet).getBalance({ address: visitor })
    await depositFromBinnacle(page, '0.5')
    await expect(page.getByTestId('fund-wallet-success')).toHaveText('Deposited 0.5 ETH')
    expect((await chainClient(devnet).getBalance({ address: visitor })) - before).toBe(parseEther('0.5'))
    expect(await usdcBalance(devnet, visitor)).toBe(0n)
  })
})

solanaTest.describe(
  'Fund wallet on Solana: a deposit from the exchange into the connected base58 account',
  () => {
    solanaTest.use({ labConfig: 'pay-solana' })
    // Connecting on EVM then on Solana, the exchange's pop-up and its transfer: 1.3 min once on a loaded machine.
    solanaTest.setTimeout(180_000)

    solanaTest(
      'in USDC (SPL): a fresh Solana account holds exactly 5 USDC on chain and the view says it was deposited',
      async ({ lab, modal, validator, page, devnet }) => {
        const mint = devnet.solana?.token?.mint
        if (!mint) throw new Error('the devnet file names no SPL token')
        const visitor = solanaVisitor.address
        expect(await splBalanceOf(devnet, visitor, mint)).toBe(0n)
        await openSolanaAccount(lab, modal, validator, devnet, 'pay-solana')
        await page.getByTestId('account-feature-pay').click()
        await validator.expectView('FundWallet')
        await expect(page.getByTestId('fund-wallet-account')).toHaveAttribute('title', visitor)
        const assets = page.getByRole('group', { name: 'Asset' })
        await expect(assets.getByRole('radio', { name: 'SOL' })).toBeChecked()
        await assets.getByRole('radio', { name: 'USDC' }).check()
        await expect(page.getByLabel('Amount (USDC)')).toBeVisible()
        await depositFromBinnacle(page, '5')
        await expect(page.getByTestId('fund-wallet-success')).toHaveText('Deposited 5 USDC')
        expect(await splBalanceOf(devnet, visitor, mint)).toBe(5_000_000n)
      },
    )
  },
)
