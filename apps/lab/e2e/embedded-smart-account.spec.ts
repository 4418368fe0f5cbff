import { defineDevnetEvmChain } from '@portico/devnet'
import { type Address, createPublicClient, type Hex, http, parseEther, parseEventLogs } from 'viem'
import { entryPoint07Abi } from 'viem/account-abstraction'
import { LAB_RECIPIENT } from '../src/panels/WagmiPanel.js'
import { loginByEmail } from './world/embeddedLogin.js'
import { expect, type Page, test } from './world/labTest.js'

test.use({ labConfig: 'email-smart-account' })

/** The instance's eip155 account as an app reads it (`portico.state`). */
const accountState = (page: Page) =>
  page.evaluate(() => {
    const { portico } = (
      window as unknown as {
        __porticoLab: {
          portico: {
            state: {
              chains: {
                eip155?: { accountState: { preferredAccountType?: string; smartAccountDeployed: boolean } }
              }
            }
          }
        }
      }
    ).__porticoLab
    const account = portico.state.chains.eip155?.accountState
    return {
      preferredAccountType: account?.preferredAccountType,
      smartAccountDeployed: account?.smartAccountDeployed,
    }
  })

test('an e-mail login of a sponsored project is its smart account, switches to the EOA and back across a reload, and sends: the operation’s sender is the smart account, its balance paid no gas, and it is deployed', async ({
  lab,
  modal,
  page,
  devnet,
}, testInfo) => {
  test.setTimeout(300_000)
  const first = devnet.chains[0]
  if (!first) throw new Error('the devnet has no EVM chain')
  const anvil = createPublicClient({ chain: defineDevnetEvmChain(first), transport: http(first.rpcUrl) })
  // The smart account is eip155's default account type: the login's address is its counterfactual one.
  const smart = (await loginByEmail(
    lab,
    modal,
    page,
    `smart-${testInfo.workerIndex}-${Date.now()}@example.com`,
  )) as Address
  expect(smart).toMatch(/^0x[0-9a-fA-F]{40}$/)
  expect(await accountState(page)).toEqual({
    preferredAccountType: 'smartAccount',
    smartAccountDeployed: false,
  })
  expect(await anvil.getCode({ address: smart })).toBeUndefined()

  // The Account view names the account in use and offers the other; the address shown follows the choice.
  await modal.open()
  await modal.expectView('Account')
  await page.getByRole('button', { name: 'Smart account · Switch to EOA' }).click()
  await expect(page.getByRole('button', { name: 'EOA · Switch to smart account' })).toBeVisible()
  await expect(lab.field('portico-address')).not.toHaveText(smart)
  const eoa = ((await lab.field('portico-address').textContent()) ?? '') as Address
  expect((await accountState(page)).preferredAccountType).toBe('eoa')
  await modal.close()

  // The choice is kept: a reload connects the EOA again.
  await page.reload()
  await expect(page.getByTestId('lab-page')).toHaveAttribute('data-config', 'email-smart-account')
  await expect(lab.field('portico-status')).toHaveText('connected', { timeout: 60_000 })
  await expect(lab.field('portico-address')).toHaveText(eoa)
  expect((await accountState(page)).preferredAccountType).toBe('eoa')

  await modal.open()
  await modal.expectView('Account')
  await page.getByRole('button', { name: 'EOA · Switch to smart account' }).click()
  await expect(page.getByRole('button', { name: 'Smart account · Switch to EOA' })).toBeVisible()
  await expect(lab.field('portico-address')).toHaveText(smart)
  await modal.close()

  await fetch(first.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'anvil_setBalance',
      params: [smart, `0x${parseEther('1').toString(16)}`],
    }),
  })

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
  const [operation] = parseEventLogs({
    abi: entryPoint07Abi,
    logs: receipt.logs,
    eventName: 'UserOperationEvent',
  })
  expect(operation?.args.sender.toLowerCase()).toBe(smart.toLowerCase())
  expect(operation?.args.success).toBe(true)
  expect(operation?.args.paymaster).not.toBe('0x0000000000000000000000000000000000000000')
  // The smart account sent 0.01 and paid nothing for gas; the EOA sent nothing.
  expect(await anvil.getBalance({ address: smart })).toBe(parseEther('0.99'))
  expect(await anvil.getTransactionCount({ address: eoa as Address })).toBe(0)
  expect(await anvil.getBalance({ address: LAB_RECIPIENT })).toBeGreaterThanOrEqual(parseEther('0.01'))
  // Its first operation deployed it, and the account state says so.
  expect(await anvil.getCode({ address: smart })).toMatch(/^0x[0-9a-f]{2,}/)
  await expect.poll(async () => (await accountState(page)).smartAccountDeployed).toBe(true)
})
