import { defineDevnetEvmChain, devnetEvmContracts } from '@portico/devnet'
import { type Address, createPublicClient, erc20Abi, http } from 'viem'
import { labTestWallet } from '../src/configs/labTestWallet.js'
import type { LabDevnet } from '../src/devnet/LabDevnet.js'
import { expect, type Page, test } from './world/labTest.js'

const { usdc, token: ptk } = devnetEvmContracts

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
})
