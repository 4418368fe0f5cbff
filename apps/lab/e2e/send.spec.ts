import { defineDevnetEvmChain, devnetSolanaToken } from '@portico/devnet'
import { type Address, createPublicClient, erc20Abi, http } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { labTestWallet } from '../src/configs/labTestWallet.js'
import type { LabDevnet } from '../src/devnet/LabDevnet.js'
import { freshSolanaAddress } from './world/freshSolanaAddress.js'
import { expect, type Page, test } from './world/labTest.js'
import { lamportsOf } from './world/lamportsOf.js'
import { openSolanaAccount } from './world/openSolanaAccount.js'
import { PROFILE_AVATAR } from './world/profileAvatar.js'
import { registerE2eName } from './world/registerE2eName.js'
import { seriousViolations } from './world/seriousViolations.js'
import { shootView } from './world/shootView.js'
import { splBalanceOf } from './world/splBalanceOf.js'

/** A receiver nobody else uses: a fresh EVM account (its balances start at zero). */
const freshEvmAccount = () => privateKeyToAccount(generatePrivateKey())

function evmReader(devnet: LabDevnet) {
  const first = devnet.chains[0]
  if (!first) throw new Error('the devnet has no EVM chain')
  return createPublicClient({ chain: defineDevnetEvmChain(first), transport: http(first.rpcUrl) })
}

const tokenBalance = (devnet: LabDevnet, token: string, holder: string) =>
  evmReader(devnet).readContract({
    address: token as Address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [holder as Address],
  })

/** From Account, opens Send and waits for the form over the account's tokens. */
async function openSend(
  page: Page,
  modal: { open(): Promise<void> },
  validator: { expectView(view: string): Promise<void> },
) {
  await modal.open()
  await validator.expectView('Account')
  await page.getByTestId('account-feature-send').click()
  await validator.expectView('Send')
  await expect(page.getByTestId('send-form')).toBeVisible()
}

/** Picks the token by its symbol (once the picker lists it) and returns its key: `native` or its address. */
async function pickToken(page: Page, symbol: string): Promise<string> {
  const option = page.getByTestId('send-token').locator(`option[data-symbol="${symbol}"]`)
  await expect(option).toHaveCount(1)
  const key = (await option.getAttribute('value')) ?? ''
  await page.getByTestId('send-token').selectOption(key)
  return key
}

/** Fills the form and asks for the preview; returns the token's key. */
async function review(page: Page, fields: { symbol: string; amount: string; receiver: string }) {
  const key = await pickToken(page, fields.symbol)
  await page.getByTestId('send-amount').fill(fields.amount)
  await page.getByTestId('send-receiver').fill(fields.receiver)
  await page.getByTestId('send-review').click()
  return key
}

/** On SendPreview: the wallet refuses the send ('User rejected the request' shown), then is set to approve the retry. */
async function refuseThenApprove(
  page: Page,
  wallet: {
    reject(method: 'eth_sendTransaction'): Promise<void>
    approve(method: 'eth_sendTransaction'): Promise<void>
  },
) {
  await wallet.reject('eth_sendTransaction')
  await page.getByTestId('send-confirm').click()
  await expect(page.getByTestId('send-error')).toHaveText('User rejected the request')
  await wallet.approve('eth_sendTransaction')
}

test.describe('send on EVM', () => {
  test.use({ labConfig: 'account-features' })

  test('sends ETH by address: refused in the wallet, then retried; mined, and the balance Portico shows goes down', async ({
    lab,
    modal,
    validator,
    page,
    wallet,
    devnet,
  }) => {
    await lab.goto('account-features')
    await modal.connect(labTestWallet.rdns)
    if (await modal.isOpen()) await modal.close()
    await modal.open()
    await validator.expectView('Account')
    const balance = page.getByTestId('account-balance')
    await expect(balance).toHaveText(/\d ETH$/)
    const balanceBefore = await balance.textContent()
    await page.getByTestId('account-feature-send').click()
    await validator.expectView('Send')
    const receiver = freshEvmAccount().address
    // The lab cloud's demo price of the devnet's ETH ($1,234.50) gives the amount its fiat value.
    await pickToken(page, 'ETH')
    await page.getByTestId('send-amount').fill('0.25')
    await expect(page.getByTestId('send-fiat')).toHaveText('$308.63')

    await review(page, { symbol: 'ETH', amount: '0.25', receiver })
    await validator.expectView('SendPreview')
    await expect(page.getByTestId('send-preview-amount')).toHaveText('0.25 ETH')
    await expect(page.getByTestId('send-preview-fee')).toHaveText(/^0\.\d+ ETH$/)
    await wallet.reject('eth_sendTransaction')
    await page.getByTestId('send-confirm').click()
    await expect(page.getByTestId('send-error')).toHaveText('User rejected the request')
    expect(await evmReader(devnet).getBalance({ address: receiver })).toBe(0n)

    await wallet.approve('eth_sendTransaction')
    await page.getByTestId('send-confirm').click()
    await expect(page.getByTestId('send-success')).toContainText('0.25 ETH')
    expect(await evmReader(devnet).getBalance({ address: receiver })).toBe(250_000_000_000_000_000n)
    expect(await seriousViolations(page)).toEqual([])
    await shootView(modal, 'dark-SendPreview-success')

    await expect(page.getByTestId('send-preview')).toHaveAttribute('data-state', 'success')
    const hash = (await page.getByTestId('send-success').getAttribute('data-transaction')) ?? ''
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    await page.getByTestId('send-done').click()
    await validator.expectView('Account')
    await expect(balance).toHaveText(/\d ETH$/)
    await expect(balance).not.toHaveText(balanceBefore ?? '')
    // The Activity tab (@portico/activity) lists the transfer sent through Portico.
    await page.getByTestId('account-tab-Activity').click()
    await expect(page.locator(`[data-testid="activity-transaction"][data-hash="${hash}"]`)).toBeVisible()
  })

  test('sends the ERC-20 to a name (profile name and image shown; Activity lists it) and the USDT-like token by address, each refused in the wallet, then retried; the Tokens tab follows', async ({
    lab,
    modal,
    validator,
    page,
    wallet,
    devnet,
  }, testInfo) => {
    const receiving = freshEvmAccount()
    const label = `send-e2e-${testInfo.parallelIndex}-${Date.now().toString(36)}`
    const fullName = await registerE2eName(receiving, label, { avatar: PROFILE_AVATAR })
    await lab.goto('account-features')
    await modal.connect(labTestWallet.rdns)
    if (await modal.isOpen()) await modal.close()

    await openSend(page, modal, validator)
    const ptk = await review(page, { symbol: 'PTK', amount: '1.5', receiver: label })
    await validator.expectView('SendPreview')
    await expect(page.getByTestId('send-preview-receiver')).toHaveText(fullName)
    await expect(page.getByTestId('send-preview-receiver-image')).toHaveAttribute('src', PROFILE_AVATAR)
    await refuseThenApprove(page, wallet)
    expect(await tokenBalance(devnet, ptk, receiving.address)).toBe(0n)
    await page.getByTestId('send-confirm').click()
    await expect(page.getByTestId('send-success')).toContainText(`1.5 PTK to ${fullName}`)
    expect(await tokenBalance(devnet, ptk, receiving.address)).toBe(1_500_000_000_000_000_000n)
    const ptkHash = (await page.getByTestId('send-success').getAttribute('data-transaction')) ?? ''
    expect(ptkHash).toMatch(/^0x[0-9a-f]{64}$/)
    await page.getByTestId('send-done').click()
    await validator.expectView('Account')
    // Activity lists the token transfer sent through Portico, then Account goes on.
    await page.getByTestId('account-tab-Activity').click()
    await expect(page.locator(`[data-testid="activity-transaction"][data-hash="${ptkHash}"]`)).toBeVisible()

    // The USDT-like token: Send reads its transfer with Tether's ABI (the lab names it USDT-like).
    await page.getByTestId('account-feature-send').click()
    await validator.expectView('Send')
    const usdtOption = page.getByTestId('send-token').locator('option[data-symbol="USDT"]')
    await expect(usdtOption).toHaveCount(1)
    const usdtBefore = await usdtOption.textContent()
    const usdt = await review(page, { symbol: 'USDT', amount: '12.5', receiver: receiving.address })
    await validator.expectView('SendPreview')
    await expect(page.getByTestId('send-preview-amount')).toHaveText('12.5 USDT')
    await refuseThenApprove(page, wallet)
    expect(await tokenBalance(devnet, usdt, receiving.address)).toBe(0n)
    await page.getByTestId('send-confirm').click()
    await expect(page.getByTestId('send-success')).toBeVisible()
    expect(await tokenBalance(devnet, usdt, receiving.address)).toBe(12_500_000n)
    await page.getByTestId('send-done').click()
    await validator.expectView('Account')

    // The picker reads the portfolio again, past its cache: the sender's USDT balance went down.
    await page.getByTestId('account-feature-send').click()
    await validator.expectView('Send')
    await expect(usdtOption).toHaveText(/USDT/)
    await expect(usdtOption).not.toHaveText(usdtBefore ?? '')
  })

  for (const theme of ['dark', 'light'] as const) {
    test(`the form says what is missing, in the spec's words, and the EVM address rule (${theme})`, async ({
      lab,
      modal,
      validator,
      page,
    }) => {
      await lab.goto('account-features', { theme })
      await modal.connect(labTestWallet.rdns)
      if (await modal.isOpen()) await modal.close()
      await openSend(page, modal, validator)
      const error = page.getByTestId('send-error')
      await page.getByTestId('send-review').click()
      await expect(error).toHaveText('An amount and receiver address are required')
      await page.getByTestId('send-amount').fill('1')
      await page.getByTestId('send-receiver').fill('0x1234')
      await page.getByTestId('send-review').click()
      await expect(error).toHaveText('A token is required')
      await pickToken(page, 'ETH')
      await page.getByTestId('send-review').click()
      await expect(error).toHaveText('Invalid EVM address: 40 hex characters, 0x optional')
      await page.getByTestId('send-receiver').fill('nobody-has-this-name')
      await page.getByTestId('send-review').click()
      await expect(error).toHaveText('No address is registered for nobody-has-this-name')
      await page.getByTestId('send-amount').fill('100000000')
      await page.getByTestId('send-receiver').fill(freshEvmAccount().address)
      await page.getByTestId('send-review').click()
      await expect(error).toHaveText('Insufficient ETH balance')
      expect(await seriousViolations(page)).toEqual([])
      await shootView(modal, `${theme}-Send`)
      // A valid send opens the preview (receiver, network, fee), shot in the theme too.
      await page.getByTestId('send-amount').fill('0.01')
      await page.getByTestId('send-review').click()
      await validator.expectView('SendPreview')
      await expect(page.getByTestId('send-preview-fee')).toHaveText(/^0\.\d+ ETH$/)
      expect(await seriousViolations(page)).toEqual([])
      await shootView(modal, `${theme}-SendPreview`)
    })
  }
})

test.describe('send on Solana', () => {
  test.use({ labConfig: 'send-solana' })

  test('sends SOL, then the SPL token by address: each refused in the wallet, then retried; the receiver gets them and the form checks the Solana rule', async ({
    lab,
    modal,
    validator,
    page,
    solanaWallet,
    devnet,
  }) => {
    await openSolanaAccount(lab, modal, validator, devnet)
    await validator.expectBalance(/SOL$/)
    const solBalance = page.getByTestId('account-balance')
    const solBefore = (await solBalance.textContent()) ?? ''
    await page.getByTestId('account-feature-send').click()
    await validator.expectView('Send')
    await expect(page.getByTestId('send-form')).toBeVisible()
    await pickToken(page, 'SOL')
    await page.getByTestId('send-amount').fill('0.25')
    await page.getByTestId('send-receiver').fill('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
    await page.getByTestId('send-review').click()
    await expect(page.getByTestId('send-error')).toHaveText(
      'Invalid Solana address: 32 to 44 base58 characters',
    )

    // A new account, so that the balances read are what this test sent (the devnet's accounts are paid by other
    // workers' tests at the same time).
    const receiver = freshSolanaAddress()
    await review(page, { symbol: 'SOL', amount: '0.25', receiver })
    await validator.expectView('SendPreview')
    await expect(page.getByTestId('send-preview-fee')).toHaveText('0.000005 SOL')
    await solanaWallet.reject()
    await page.getByTestId('send-confirm').click()
    await expect(page.getByTestId('send-error')).toHaveText('User rejected the request')
    expect(await lamportsOf(devnet, receiver)).toBe(0n)

    await solanaWallet.approve()
    await page.getByTestId('send-confirm').click()
    await expect(page.getByTestId('send-success')).toContainText('0.25 SOL')
    expect(await lamportsOf(devnet, receiver)).toBe(250_000_000n)
    await page.getByTestId('send-done').click()
    await validator.expectView('Account')
    await validator.expectBalance(/SOL$/)
    // The balance Portico shows follows the send (0.25 SOL and the fee, at 3 decimals).
    await expect(solBalance).not.toHaveText(solBefore)

    // The devnet's SPL token, listed from the account's token accounts and named by its Metaplex
    // metadata account (the symbol, not the mint), to the same receiver.
    await page.getByTestId('account-feature-send').click()
    await validator.expectView('Send')
    const spl = page.getByTestId('send-token').locator('option:not([value=""]):not([value="native"])')
    await expect(spl).toHaveCount(1)
    await expect(spl).toHaveAttribute('data-symbol', 'USDC')
    await expect(spl).toHaveText(/^USDC \(.* USDC\)$/)
    const mint = (await spl.getAttribute('value')) ?? ''
    expect(mint).toBe(devnetSolanaToken.mint)
    await pickToken(page, 'USDC')
    await expect(page.getByTestId('send-token-name')).toHaveText('USD Coin')
    await expect(page.getByTestId('send-token-icon')).toHaveAttribute('src', /\/public\/getTokenImage\/USDC$/)
    await review(page, { symbol: 'USDC', amount: '1.5', receiver })
    await validator.expectView('SendPreview')
    await expect(page.getByTestId('send-preview-amount')).toContainText('1.5 USDC')
    // Refused in the wallet: nothing moves, and analytics hear it as they heard the SOL refusal.
    await solanaWallet.reject()
    await page.getByTestId('send-confirm').click()
    await expect(page.getByTestId('send-error')).toHaveText('User rejected the request')
    await expect(lab.events('SEND_TRANSACTION_ERROR')).toHaveCount(2)
    await expect(lab.events('SEND_TRANSACTION_ERROR').last()).toContainText('"namespace":"solana"')
    await expect(lab.events('USER_REJECTED').filter({ hasText: 'sendTokenTransfer' })).toHaveCount(1)
    expect(await splBalanceOf(devnet, receiver, mint)).toBe(0n)
    await solanaWallet.approve()
    await page.getByTestId('send-confirm').click()
    await expect(page.getByTestId('send-success')).toContainText('1.5 USDC')
    expect(await splBalanceOf(devnet, receiver, mint)).toBe(1_500_000n)
    // Analytics see the SPL send as they see the SOL one (docs/behaviour.md#calls: SEND_TRANSACTION_* events).
    const signature = (await page.getByTestId('send-success').getAttribute('data-transaction')) ?? ''
    expect(signature).not.toBe('')
    await expect(lab.events('SEND_TRANSACTION_SUCCESS').filter({ hasText: signature })).toHaveCount(1)
    await expect(lab.events('SEND_TRANSACTION_SUCCESS').last()).toContainText('"namespace":"solana"')
  })
})
