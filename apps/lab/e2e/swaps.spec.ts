import { defineDevnetEvmChain, devnetEvmAccounts, devnetEvmContracts, devnetEvmMarket } from '@portico/devnet'
import { type Address, createPublicClient, createWalletClient, erc20Abi, http, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { labTestWallet } from '../src/configs/labTestWallet.js'
import type { LabDevnet } from '../src/devnet/LabDevnet.js'
import { loginByEmail } from './world/embeddedLogin.js'
import { fundEvmAccount } from './world/fundEvmAccount.js'
import { expect, type Page, test } from './world/labTest.js'
import { openWalletConnectPhone } from './world/openWalletConnectPhone.js'
import { scanWalletConnectQr } from './world/scanWalletConnectQr.js'

const { usdc, usdt, token: ptk } = devnetEvmContracts
const { router, weth } = devnetEvmMarket

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

/**
 * Another account sells `eth` ETH into the WETH/USDT pool and waits for it to be mined: the pool's price moves. It is
 * devnet account #4, which no other browser test signs with (the injected wallets are #1 and #2, one per worker; the
 * WalletConnect phone is #8), so its transactions never race another test's for a nonce.
 */
async function moveUsdtPool(devnet: LabDevnet, eth: string) {
  const first = devnet.chains[0]
  if (!first) throw new Error('the devnet has no EVM chain')
  const whale = privateKeyToAccount(devnetEvmAccounts[4].privateKey)
  const chain = defineDevnetEvmChain(first)
  const wallet = createWalletClient({ account: whale, chain, transport: http(first.rpcUrl) })
  const hash = await wallet.writeContract({
    ...router,
    functionName: 'swapExactETHForTokens',
    args: [0n, [weth.address, usdt.address], whale.address, 2n ** 64n],
    value: parseEther(eth),
  })
  await evmReader(devnet).waitForTransactionReceipt({ hash })
}

/** From Account, opens Swap and picks the tokens and the amount; waits for the quote. */
async function fillSwap(
  page: Page,
  modal: { open(): Promise<void> },
  validator: { expectView(view: string): Promise<void> },
  swap: { from: string; to: string; amount: string },
) {
  await modal.open()
  await validator.expectView('Account')
  await page.getByTestId('account-feature-swaps').click()
  await validator.expectView('Swap')
  for (const [side, symbol] of [
    ['from', swap.from],
    ['to', swap.to],
  ] as const) {
    await page.getByTestId(`swap-${side}-token`).click()
    await validator.expectView('SwapSelectToken')
    await page.getByTestId('swap-token-search').fill(symbol)
    await page.getByTestId(`swap-option-${symbol}`).click()
    await validator.expectView('Swap')
    await expect(page.getByTestId(`swap-${side}-token`)).toHaveText(symbol)
  }
  await page.getByTestId('swap-amount').fill(swap.amount)
}

test.describe('swaps on the devnet market', () => {
  test.use({ labConfig: 'swaps' })

  test('swaps ETH → USDC: quoted with fiat values, previewed, mined; the USDC balance on chain grows by the quote', async ({
    lab,
    modal,
    validator,
    page,
    wallet,
    devnet,
    account,
  }) => {
    // A connection, a quote, a build and a mined swap: past the default 60 s at a load average of 35 to 48.
    test.setTimeout(120_000)
    await lab.goto('swaps')
    await modal.connect(labTestWallet.rdns)
    if (await modal.isOpen()) await modal.close()
    await fillSwap(page, modal, validator, { from: 'ETH', to: 'USDC', amount: '0.1' })
    await expect(page.getByTestId('swap-to-amount')).toHaveText(/^\d+(\.\d+)?$/)
    await expect(page.getByTestId('swap-from-fiat')).toHaveText('$123.45')
    await expect(page.getByTestId('swap-to-fiat')).toHaveText(/^\$\d/)
    const before = await tokenBalance(devnet, usdc.address, account.address)
    await page.getByTestId('swap-review').click()
    await validator.expectView('SwapPreview')
    await expect(page.getByTestId('swap-preview-minimum')).toHaveText(/ USDC$/)
    await expect(page.getByTestId('swap-preview-fee')).toHaveText(/^\$\d/)
    await expect(page.getByTestId('swap-slippage')).toHaveValue('1')
    await wallet.approve('eth_sendTransaction')
    await page.getByTestId('swap-confirm').click()
    await expect(page.getByTestId('swap-success')).toContainText('Swapped 0.100 ETH for ')
    expect(await tokenBalance(devnet, usdc.address, account.address)).toBeGreaterThan(before)
    await page.getByTestId('swap-done').click()
    await validator.expectView('Account')
  })

  test('USDC → PTK: the approval refused in the wallet, then Try again approves the exact amount and swaps', async ({
    lab,
    modal,
    validator,
    page,
    wallet,
    devnet,
    account,
  }) => {
    // A refused approval, then an approval and a swap mined: past the default 60 s on a busy machine.
    test.setTimeout(150_000)
    await lab.goto('swaps')
    await modal.connect(labTestWallet.rdns)
    if (await modal.isOpen()) await modal.close()
    await fillSwap(page, modal, validator, { from: 'USDC', to: 'PTK', amount: '12' })
    await expect(page.getByTestId('swap-to-amount')).toHaveText(/^\d+(\.\d+)?$/)
    await page.getByTestId('swap-review').click()
    await validator.expectView('SwapPreview')
    const before = await tokenBalance(devnet, ptk.address, account.address)
    await wallet.reject('eth_sendTransaction')
    await page.getByTestId('swap-confirm').click()
    await expect(page.getByTestId('swap-error')).toHaveText('User rejected the request')
    await expect(page.getByTestId('swap-confirm')).toHaveText('Try again')
    expect(await tokenBalance(devnet, ptk.address, account.address)).toBe(before)

    await wallet.approve('eth_sendTransaction')
    await page.getByTestId('swap-confirm').click()
    await expect(page.getByTestId('swap-success')).toContainText('Swapped 12.000 USDC for ')
    expect(await tokenBalance(devnet, ptk.address, account.address)).toBeGreaterThan(before)
  })

  test('says the balance is short before the wallet is asked', async ({ lab, modal, validator, page }) => {
    await lab.goto('swaps')
    await modal.connect(labTestWallet.rdns)
    if (await modal.isOpen()) await modal.close()
    await fillSwap(page, modal, validator, { from: 'USDC', to: 'ETH', amount: '999999999' })
    await expect(page.getByTestId('swap-error')).toHaveText('Insufficient balance')
    await expect(page.getByTestId('swap-review')).toBeDisabled()
  })

  test('the pool moves past the slippage while the wallet asks: the swap reverts on chain, SWAP_ERROR says why, funds intact', async ({
    lab,
    modal,
    validator,
    page,
    wallet,
    devnet,
    account,
  }) => {
    // Two quotes, two builds, another account's trade and two mined transactions: more than the default on a busy machine.
    test.setTimeout(180_000)
    await lab.goto('swaps')
    await modal.connect(labTestWallet.rdns)
    if (await modal.isOpen()) await modal.close()
    await fillSwap(page, modal, validator, { from: 'ETH', to: 'USDT', amount: '1' })
    await expect(page.getByTestId('swap-to-amount')).toHaveText(/^\d+(\.\d+)?$/)
    await page.getByTestId('swap-review').click()
    await validator.expectView('SwapPreview')
    await page.getByTestId('swap-slippage').fill('0.5')
    await expect(page.getByTestId('swap-preview-minimum')).toHaveText(/ USDT$/)
    const reader = evmReader(devnet)
    const usdtBefore = await tokenBalance(devnet, usdt.address, account.address)
    const ethBefore = await reader.getBalance({ address: account.address as Address })
    await wallet.hold('eth_sendTransaction')
    await page.getByTestId('swap-confirm').click()
    await expect(page.getByText('Confirm the swap in your wallet')).toBeVisible()
    // The swap is built and the wallet asks (before that, a moved pool is a new quote: 'The price changed').
    await expect.poll(() => wallet.pendingPrompts()).toEqual(['eth_sendTransaction'])
    // Another account trades 5 ETH into the same pool while the visitor reads the wallet's prompt.
    await moveUsdtPool(devnet, '5')
    await wallet.approve('eth_sendTransaction')
    await wallet.release()
    // Signed, sent, mined and reverted, then the receipt read: a minute at most on a busy machine.
    await expect(page.getByTestId('swap-error')).toHaveText(
      'The swap reverted on the network (the price moved past your slippage): only the network fee was spent',
      { timeout: 60_000 },
    )
    await expect(page.getByTestId('swap-confirm')).toHaveText('Try again')
    await expect(page.locator('[data-testid="lab-event"][data-event-type="SWAP_ERROR"]')).toHaveCount(1)
    expect(await tokenBalance(devnet, usdt.address, account.address)).toBe(usdtBefore)
    const spent = ethBefore - (await reader.getBalance({ address: account.address as Address }))
    // Mined and reverted: some gas is spent, and the 1 ETH sent came back.
    expect(spent).toBeGreaterThan(0n)
    expect(spent).toBeLessThan(parseEther('0.01'))
  })

  test('open({ view: "Swap", data }) from the app opens it prefilled and quoted', async ({
    lab,
    modal,
    validator,
    page,
  }) => {
    await lab.goto('swaps')
    await modal.connect(labTestWallet.rdns)
    if (await modal.isOpen()) await modal.close()
    await page.getByTestId('lab-open-view').fill('Swap')
    await page.getByTestId('lab-open-data').fill('{"fromToken": "USDC", "toToken": "PTK", "amount": "3"}')
    await page.getByTestId('lab-open-with').click()
    await validator.expectView('Swap')
    await expect(page.getByTestId('swap-from-token')).toHaveText('USDC')
    await expect(page.getByTestId('swap-to-token')).toHaveText('PTK')
    await expect(page.getByTestId('swap-amount')).toHaveValue('3')
    await expect(page.getByTestId('swap-to-amount')).toHaveText(/^\d+(\.\d+)?$/)
    await expect(page.getByTestId('swap-from-fiat')).toHaveText('$3.00')
  })
})

test.describe('swaps through the WalletConnect test wallet', () => {
  test.use({ labConfig: 'swaps-walletconnect', injectWallets: false })

  test('a phone paired over the relay approves the allowance and the swap USDC → PTK; the balances on chain move', async ({
    lab,
    modal,
    validator,
    page,
    devnet,
  }) => {
    // Pairing, a quote, two transactions relayed to the phone and mined: more than the default on a busy machine.
    test.setTimeout(180_000)
    await lab.goto('swaps-walletconnect')
    const { phone, account } = await openWalletConnectPhone(devnet)
    try {
      await phone.pair(await scanWalletConnectQr(page, modal))
      await expect(lab.field('portico-address')).toHaveText(new RegExp(`^${account.address}$`, 'i'))
      await modal.expectClosed()
      await fillSwap(page, modal, validator, { from: 'USDC', to: 'PTK', amount: '7' })
      await expect(page.getByTestId('swap-to-amount')).toHaveText(/^\d+(\.\d+)?$/)
      await page.getByTestId('swap-review').click()
      await validator.expectView('SwapPreview')
      const usdcBefore = await tokenBalance(devnet, usdc.address, account.address)
      const ptkBefore = await tokenBalance(devnet, ptk.address, account.address)
      await page.getByTestId('swap-confirm').click()
      await expect(page.getByTestId('swap-success')).toContainText('Swapped 7.000 USDC for ', {
        timeout: 60_000,
      })
      // The phone was asked twice, on its own screen: the approval (to the token), then the swap (to the router).
      const sent = phone.requests.filter((request) => request.method === 'eth_sendTransaction')
      expect(sent.map((request) => request.status)).toEqual(['approved', 'approved'])
      expect(sent.map((request) => (request.params as [{ to: string }])[0].to.toLowerCase())).toEqual([
        usdc.address.toLowerCase(),
        router.address.toLowerCase(),
      ])
      expect(await tokenBalance(devnet, usdc.address, account.address)).toBe(usdcBefore - 7_000_000n)
      expect(await tokenBalance(devnet, ptk.address, account.address)).toBeGreaterThan(ptkBefore)
    } finally {
      await phone.close().catch(() => undefined)
    }
  })
})

test.describe('swaps from the embedded wallet', () => {
  test.use({ labConfig: 'swaps-embedded' })

  test("the frame reviews what it decoded from the router's call: ETH → USDC, then USDC → PTK with the router named as the spender", async ({
    lab,
    modal,
    validator,
    page,
    devnet,
  }, testInfo) => {
    // An e-mail login, two swaps and an approval, each reviewed in the frame and mined.
    test.setTimeout(240_000)
    const address = await loginByEmail(
      lab,
      modal,
      page,
      `swap-${testInfo.workerIndex}-${Date.now()}@example.com`,
    )
    await fundEvmAccount(devnet, address, parseEther('1'), page)
    const frame = page.frameLocator('[data-testid="portico-embedded-frame"]')
    const routerNamed = `Uniswap v2 Router02 (${router.address})`

    await fillSwap(page, modal, validator, { from: 'ETH', to: 'USDC', amount: '0.1' })
    await expect(page.getByTestId('swap-to-amount')).toHaveText(/^\d+(\.\d+)?$/)
    await page.getByTestId('swap-review').click()
    await validator.expectView('SwapPreview')
    await page.getByTestId('swap-confirm').click()
    await expect(page.getByTestId('portico-embedded-frame')).toHaveAttribute('data-state', 'shown')
    await expect(frame.getByTestId('approval-action')).toHaveText(
      /^Swap 0\.1 ETH for at least \d+(\.\d+)? USDC$/,
    )
    await expect(frame.getByTestId('approval-route')).toHaveText('WETH → USDC')
    await expect(frame.getByTestId('approval-recipient')).toHaveText(address)
    await expect(frame.getByTestId('approval-to')).toHaveText(routerNamed)
    await frame.getByRole('button', { name: 'Approve' }).click()
    await expect(page.getByTestId('swap-success')).toContainText('Swapped 0.100 ETH for ', {
      timeout: 60_000,
    })
    const usdcBought = await tokenBalance(devnet, usdc.address, address)
    expect(usdcBought).toBeGreaterThan(0n)
    await page.getByTestId('swap-done').click()
    await validator.expectView('Account')

    await page.getByTestId('account-feature-swaps').click()
    await validator.expectView('Swap')
    for (const [side, symbol] of [
      ['from', 'USDC'],
      ['to', 'PTK'],
    ] as const) {
      await page.getByTestId(`swap-${side}-token`).click()
      await validator.expectView('SwapSelectToken')
      await page.getByTestId('swap-token-search').fill(symbol)
      await page.getByTestId(`swap-option-${symbol}`).click()
      await validator.expectView('Swap')
    }
    await page.getByTestId('swap-amount').fill('5')
    await expect(page.getByTestId('swap-to-amount')).toHaveText(/^\d+(\.\d+)?$/)
    await page.getByTestId('swap-review').click()
    await validator.expectView('SwapPreview')
    await page.getByTestId('swap-confirm').click()
    await expect(frame.getByTestId('approval-action')).toHaveText('Approve spending')
    await expect(frame.getByTestId('approval-spender')).toHaveText(routerNamed)
    await expect(frame.getByTestId('approval-allowance')).toHaveText('5 USDC')
    await frame.getByRole('button', { name: 'Approve' }).click()
    await expect(frame.getByTestId('approval-action')).toHaveText(
      /^Swap 5 USDC for at least \d+(\.\d+)? PTK$/,
      {
        timeout: 60_000,
      },
    )
    await frame.getByRole('button', { name: 'Approve' }).click()
    await expect(page.getByTestId('swap-success')).toContainText('Swapped 5.000 USDC for ', {
      timeout: 60_000,
    })
    expect(await tokenBalance(devnet, usdc.address, address)).toBe(usdcBought - 5_000_000n)
    expect(await tokenBalance(devnet, ptk.address, address)).toBeGreaterThan(0n)
  })
})
