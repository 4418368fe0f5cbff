import { defineDevnetEvmChain } from '@portico/devnet'
import { type Address, createPublicClient, type Hex, http, type Log, parseEther, parseEventLogs } from 'viem'
import { entryPoint07Abi, entryPoint07Address } from 'viem/account-abstraction'
import { LAB_RECIPIENT } from '../src/panels/WagmiPanel.js'
import { loginByEmail } from './world/embeddedLogin.js'
import { fundEvmAccount } from './world/fundEvmAccount.js'
import { expect, type Page, test } from './world/labTest.js'
import { switchToSmartAccount } from './world/switchToSmartAccount.js'

test.use({ labConfig: 'email-smart-account' })

/** The instance's eip155 account as an app reads it (`portico.state`). */
const accountState = (page: Page) =>
  page.evaluate(() => {
    const { portico } = (
      window as unknown as {
        __porticoLab: {
          portico: { state: { chains: { eip155?: { accountState: { preferredAccountType?: string } } } } }
        }
      }
    ).__porticoLab
    return { preferredAccountType: portico.state.chains.eip155?.accountState.preferredAccountType }
  })

/**
 * The smart account's operation in the bundle the widget reported. The bundler may put other workers' operations in
 * the same transaction, so the event is found by its sender, and there must be one.
 */
const operationOf = (logs: Log[], smart: Address) => {
  const operations = parseEventLogs({ abi: entryPoint07Abi, logs, eventName: 'UserOperationEvent' })
  const mine = operations.filter(({ args }) => args.sender.toLowerCase() === smart.toLowerCase())
  const senders = operations.map(({ args }) => args.sender).join(', ')
  expect(mine, `the bundle's senders: ${senders}`).toHaveLength(1)
  return mine[0]
}

test('an e-mail login of a sponsored project switches to the smart account and sends: the operation’s sender is the smart account, and its balance paid no gas', async ({
  lab,
  modal,
  page,
  devnet,
}, testInfo) => {
  test.setTimeout(240_000)
  const first = devnet.chains[0]
  if (!first) throw new Error('the devnet has no EVM chain')
  const anvil = createPublicClient({ chain: defineDevnetEvmChain(first), transport: http(first.rpcUrl) })
  const eoa = await loginByEmail(lab, modal, page, `smart-${testInfo.workerIndex}-${Date.now()}@example.com`)
  expect((await accountState(page)).preferredAccountType).toBe('eoa')

  // The Account view names the account in use and offers the other; the address shown follows the choice.
  const smart = await switchToSmartAccount(lab, modal, page, eoa)
  expect((await accountState(page)).preferredAccountType).toBe('smartAccount')

  await fundEvmAccount(devnet, smart, parseEther('1'))

  // The send goes as a sponsored user operation: the frame names the app as the fee payer.
  const transaction = page.getByTestId('portico-transaction')
  await page.getByTestId('portico-send-transaction').click()
  await modal.expectView('ApproveTransaction')
  const frame = page.frameLocator('[data-testid="portico-embedded-frame"]')
  // The review comes once the bundler and the paymaster prepared the operation: slower than an EOA's on a busy machine.
  await expect(frame.getByTestId('approval-from')).toHaveText(smart, { timeout: 60_000 })
  await expect(frame.getByTestId('approval-feePayer')).toHaveText(
    'The app pays the gas (Portico lab (sponsored))',
  )
  await frame.getByRole('button', { name: 'Approve' }).click()
  await expect(transaction).toHaveAttribute('data-state', 'success', { timeout: 120_000 })

  const receipt = await anvil.waitForTransactionReceipt({
    hash: ((await transaction.textContent()) ?? '') as Hex,
  })
  const operation = operationOf(receipt.logs, smart)
  expect(operation?.args.success).toBe(true)
  expect(operation?.args.paymaster).not.toBe('0x0000000000000000000000000000000000000000')
  // The smart account sent 0.01 and paid nothing for gas; the EOA sent nothing.
  expect(await anvil.getBalance({ address: smart })).toBe(parseEther('0.99'))
  expect(await anvil.getTransactionCount({ address: eoa as Address })).toBe(0)
  expect(await anvil.getBalance({ address: LAB_RECIPIENT })).toBeGreaterThanOrEqual(parseEther('0.01'))
})

test.describe('a project that does not sponsor', () => {
  test.use({ labConfig: 'email-login' })

  test('the smart account pays its own gas: the review names it as the fee payer, the operation has no paymaster, and its balance paid the send and the fee', async ({
    lab,
    modal,
    page,
    devnet,
  }, testInfo) => {
    test.setTimeout(240_000)
    const first = devnet.chains[0]
    if (!first) throw new Error('the devnet has no EVM chain')
    const anvil = createPublicClient({ chain: defineDevnetEvmChain(first), transport: http(first.rpcUrl) })
    const eoa = await loginByEmail(
      lab,
      modal,
      page,
      `unsponsored-${testInfo.workerIndex}-${Date.now()}@example.com`,
    )
    const smart = await switchToSmartAccount(lab, modal, page, eoa)
    await fundEvmAccount(devnet, smart, parseEther('1'))
    const recipientBefore = await anvil.getBalance({ address: LAB_RECIPIENT })

    const transaction = page.getByTestId('portico-transaction')
    await page.getByTestId('portico-send-transaction').click()
    await modal.expectView('ApproveTransaction')
    const frame = page.frameLocator('[data-testid="portico-embedded-frame"]')
    await expect(frame.getByTestId('approval-from')).toHaveText(smart, { timeout: 60_000 })
    await expect(frame.getByTestId('approval-feePayer')).toHaveText(smart)
    await frame.getByRole('button', { name: 'Approve' }).click()
    await expect(transaction).toHaveAttribute('data-state', 'success', { timeout: 120_000 })

    const receipt = await anvil.waitForTransactionReceipt({
      hash: ((await transaction.textContent()) ?? '') as Hex,
    })
    const operation = operationOf(receipt.logs, smart)
    expect(operation?.args.success).toBe(true)
    expect(operation?.args.paymaster).toBe('0x0000000000000000000000000000000000000000')
    // The smart account sent 0.01 and paid the operation's fee, to the wei: what it prepaid over the fee is its
    // deposit at the EntryPoint now, still its own. The EOA sent nothing.
    const fee = operation?.args.actualGasCost ?? 0n
    expect(fee).toBeGreaterThan(0n)
    const deposit = await anvil.readContract({
      address: entryPoint07Address,
      abi: entryPoint07Abi,
      functionName: 'balanceOf',
      args: [smart],
    })
    expect((await anvil.getBalance({ address: smart })) + deposit).toBe(parseEther('0.99') - fee)
    expect(await anvil.getTransactionCount({ address: eoa as Address })).toBe(0)
    // (Other workers' tests may pay the lab's recipient too.)
    expect((await anvil.getBalance({ address: LAB_RECIPIENT })) - recipientBefore).toBeGreaterThanOrEqual(
      parseEther('0.01'),
    )
  })
})
