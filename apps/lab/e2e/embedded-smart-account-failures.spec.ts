import { defineDevnetEvmChain } from '@portico/devnet'
import {
  type Address,
  createPublicClient,
  type Hex,
  http,
  parseEther,
  parseEventLogs,
  zeroAddress,
} from 'viem'
import { entryPoint07Abi, entryPoint07Address } from 'viem/account-abstraction'
import { spawnAnvil } from '../../../packages/devnet/src/evm/spawnAnvil.js'
import type { LabDevnet } from '../src/devnet/LabDevnet.js'
import { LabPage } from './pages/LabPage.js'
import { loginByEmail } from './world/embeddedLogin.js'
import { fundEvmAccount } from './world/fundEvmAccount.js'
import { expect, test as labTest, type Page } from './world/labTest.js'
import { type OwnSmartAccountWorld, startOwnSmartAccountWorld } from './world/startOwnSmartAccountWorld.js'
import { switchToSmartAccount } from './world/switchToSmartAccount.js'

/**
 * The smart account's failures in the browser, in a world of this spec's own (startOwnSmartAccountWorld): its cloud's
 * bundler for the first chain is a gate the tests close, which no other worker's test goes through. Config
 * `email-login`: project `portico-lab`, smart accounts without sponsorship.
 */
type SmartAccountLogin = Awaited<ReturnType<typeof smartAccountLogin>>

const test = labTest.extend<
  {
    /** A new e-mail login of this test in this world, switched to its smart account, which holds `funds`. */
    loginSmart: (name: string, funds: bigint) => Promise<SmartAccountLogin>
  },
  { world: OwnSmartAccountWorld }
>({
  world: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a function needs from this pattern
    async ({}, use, workerInfo) => {
      const world = await startOwnSmartAccountWorld(`w${workerInfo.parallelIndex}`)
      await use(world)
      await world.stop()
    },
    // A cloud's start and the secure site's build, on a busy machine.
    { scope: 'worker', timeout: 300_000 },
  ],
  lab: async ({ page, labConfig, world }, use) =>
    use(new LabPage(page, labConfig, undefined, world.labQuery)),
  loginSmart: async ({ lab, modal, page, devnet, world }, use, testInfo) =>
    use((name, funds) =>
      smartAccountLogin({ lab, modal, page, devnet, world }, `${name}-${testInfo.workerIndex}`, funds),
    ),
})

test.use({ labConfig: 'email-login' })
// One world per worker: the tests of this file run in order in one worker; each logs in, sends and waits on a bundler.
test.describe.configure({ mode: 'default', timeout: 300_000 })
test.afterEach(({ world }) => world.gate.open())

const UNAVAILABLE = 'The smart account cannot be used on this network now: the wallet uses its EOA'

type Modal = {
  open(): Promise<void>
  expectView(view: string): Promise<void>
  expectClosed(): Promise<void>
  close(): Promise<void>
}

/**
 * A new e-mail login in this world, switched to its smart account, which holds `funds`: the chain's client, the EOA
 * and the smart account.
 */
async function smartAccountLogin(
  {
    lab,
    modal,
    page,
    devnet,
    world,
  }: { lab: LabPage; modal: Modal; page: Page; devnet: LabDevnet; world: OwnSmartAccountWorld },
  name: string,
  funds: bigint,
) {
  const first = devnet.chains[0]
  if (!first) throw new Error('the devnet has no EVM chain')
  const anvil = createPublicClient({ chain: defineDevnetEvmChain(first), transport: http(first.rpcUrl) })
  const eoa = (await loginByEmail(
    lab,
    modal,
    page,
    `${name}-${Date.now()}@example.com`,
    world.inboxUrl,
  )) as Address
  const smart = await switchToSmartAccount(lab, modal, page, eoa)
  if (funds > 0n) await fundEvmAccount(devnet, smart, funds)
  return { anvil, eoa, smart }
}

/** Sends the lab's transfer and waits for the frame's review of the prepared operation; returns the frame. */
async function sendToReview(page: Page, modal: Modal, smart: Address) {
  await page.getByTestId('portico-send-transaction').click()
  await modal.expectView('ApproveTransaction')
  const frame = page.frameLocator('[data-testid="portico-embedded-frame"]')
  // The review comes once the bundler prepared the operation: slower than an EOA's on a busy machine.
  await expect(frame.getByTestId('approval-from')).toHaveText(smart, { timeout: 60_000 })
  return frame
}

/** Nothing moved: the smart account holds `funds` and is not deployed, and the EOA sent nothing. */
async function expectNothingSent({ anvil, eoa, smart }: SmartAccountLogin, funds: bigint): Promise<void> {
  expect(await anvil.getBalance({ address: smart })).toBe(funds)
  expect(await anvil.getCode({ address: smart })).toBeUndefined()
  expect(await anvil.getTransactionCount({ address: eoa })).toBe(0)
}

test('the bundler down at a send: the wallet goes back to its EOA and says so, nothing is sent, and with the bundler back the smart account sends', async ({
  lab,
  modal,
  page,
  world,
  loginSmart,
}) => {
  const funds = parseEther('1')
  const login = await loginSmart('aa-down', funds)
  const { anvil, eoa, smart } = login

  world.gate.close()
  const transaction = page.getByTestId('portico-transaction')
  await page.getByTestId('portico-send-transaction').click()

  await expect(page.getByTestId('portico-toast')).toHaveText(UNAVAILABLE, { timeout: 60_000 })
  await expect(transaction).toHaveAttribute('data-state', 'error')
  // The app reads EIP-1474's -32002 (viem's ResourceUnavailableRpcError), not a rejection by the visitor.
  await expect(transaction).toHaveText('Requested resource not available.')
  await expect(lab.field('portico-address')).toHaveText(eoa)
  await expectNothingSent(login, funds)

  // The bundler back: the visitor switches again, and the send goes as the smart account.
  world.gate.open()
  expect(await switchToSmartAccount(lab, modal, page, eoa)).toBe(smart)
  const frame = await sendToReview(page, modal, smart)
  await frame.getByRole('button', { name: 'Approve' }).click()
  await expect(transaction).toHaveAttribute('data-state', 'success', { timeout: 120_000 })
  const receipt = await anvil.waitForTransactionReceipt({
    hash: ((await transaction.textContent()) ?? '') as Hex,
  })
  expect(receipt.status).toBe('success')
  expect(await anvil.getCode({ address: smart })).toMatch(/^0x[0-9a-f]{2,}/)
  expect(await anvil.getBalance({ address: smart })).toBeLessThanOrEqual(parseEther('0.99'))
  expect(await anvil.getTransactionCount({ address: eoa })).toBe(0)
})

test('a send beyond what the smart account holds is refused before any screen, in a toast with both amounts; funded, it goes', async ({
  lab,
  modal,
  page,
  devnet,
  world,
  loginSmart,
}) => {
  const login = await loginSmart('aa-poor', 0n)
  const { anvil, smart } = login
  const forwardedBefore = world.gate.forwarded.length

  const transaction = page.getByTestId('portico-transaction')
  await page.getByTestId('portico-send-transaction').click()

  // The amounts and the symbol are the network's, as the app names its coin (config email-login: LETH).
  await expect(page.getByTestId('portico-toast')).toHaveText(
    'This account holds 0 LETH, less than the 0.01 LETH to send: add LETH to it, then try again',
    { timeout: 60_000 },
  )
  await expect(transaction).toHaveAttribute('data-state', 'error')
  // Still the smart account, and the bundler was asked nothing to prepare (so no screen could show an operation).
  await expect(lab.field('portico-address')).toHaveText(smart)
  expect(world.gate.forwarded.slice(forwardedBefore)).not.toContain('eth_estimateUserOperationGas')
  await expectNothingSent(login, 0n)

  // With the ETH added, the same send goes.
  await fundEvmAccount(devnet, smart, parseEther('1'))
  const frame = await sendToReview(page, modal, smart)
  await frame.getByRole('button', { name: 'Approve' }).click()
  await expect(transaction).toHaveAttribute('data-state', 'success', { timeout: 120_000 })
  expect(await anvil.getCode({ address: smart })).toMatch(/^0x[0-9a-f]{2,}/)
})

test('the bundler lost after the visitor pressed Approve: back to the EOA with the same toast, the funds intact', async ({
  lab,
  modal,
  page,
  world,
  loginSmart,
}) => {
  const funds = parseEther('1')
  const login = await loginSmart('aa-lost', funds)

  const transaction = page.getByTestId('portico-transaction')
  // The operation prepared by the bundler, on the screen: then the bundler goes.
  const frame = await sendToReview(page, modal, login.smart)
  world.gate.close()
  await frame.getByRole('button', { name: 'Approve' }).click()

  await expect(page.getByTestId('portico-toast')).toHaveText(UNAVAILABLE, { timeout: 60_000 })
  await expect(transaction).toHaveAttribute('data-state', 'error')
  await expect(transaction).toHaveText('Requested resource not available.')
  await expect(lab.field('portico-address')).toHaveText(login.eoa)
  await expectNothingSent(login, funds)
})

/**
 * The frame's refusal of a send the Safe holds the value of (0.01) but not the fee as well, in the coin as the app
 * names it (config email-login: LETH; email-smart-account: ETH).
 */
const feeNotHeld = (symbol: string) =>
  new RegExp(
    `^This account holds 0\\.01 ${symbol}, less than the 0\\.01 ${symbol} to send plus a network fee of up to 0\\.\\d+ ${symbol}: add ${symbol} to it, then try again$`,
  )

/**
 * The send clicked is refused for the fee before any screen: the toast names the value and the fee (in `symbol`), the
 * app reads EIP-1474's internal error (-32603, the frame's code `insufficient_funds` beside it), no approval screen
 * came, and nothing moved.
 */
async function expectRefusedForTheFee(page: Page, login: SmartAccountLogin, value: bigint, symbol: string) {
  const transaction = page.getByTestId('portico-transaction')
  await page.getByTestId('portico-send-transaction').click()
  await expect(page.getByTestId('portico-toast')).toHaveText(feeNotHeld(symbol), { timeout: 60_000 })
  await expect(transaction).toHaveAttribute('data-state', 'error')
  await expect(transaction).toHaveText('An internal error was received.')
  await expect(
    page.frameLocator('[data-testid="portico-embedded-frame"]').getByTestId('approval-from'),
  ).toHaveCount(0)
  await expectNothingSent(login, value)
}

test('a Safe that holds the value but not the fee is refused before any screen, in a toast with the value and the most the fee can be; with more, it goes', async ({
  lab,
  modal,
  page,
  devnet,
  loginSmart,
}) => {
  const value = parseEther('0.01')
  const login = await loginSmart('aa-fee', value)
  const { anvil, smart } = login

  await expectRefusedForTheFee(page, login, value, 'LETH')
  await expect(lab.field('portico-address')).toHaveText(smart)

  // With the fee held too, the same send goes.
  await fundEvmAccount(devnet, smart, parseEther('1'))
  const frame = await sendToReview(page, modal, smart)
  await frame.getByRole('button', { name: 'Approve' }).click()
  await expect(page.getByTestId('portico-transaction')).toHaveAttribute('data-state', 'success', {
    timeout: 120_000,
  })
  expect(await anvil.getCode({ address: smart })).toMatch(/^0x[0-9a-f]{2,}/)
})

test.describe('a project whose paymaster refuses after the page loaded', () => {
  // Project portico-lab-sponsored in this world's own cloud: its policy is changed here only.
  test.use({ labConfig: 'email-smart-account' })
  const SPONSORED = 'portico-lab-sponsored'
  const policy = (world: OwnSmartAccountWorld, sponsorship: object) =>
    fetch(`${world.cloud.url}/admin/v1/projects/${SPONSORED}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${world.cloud.adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ sponsorship }),
    }).then((response) => expect(response.status).toBe(200))
  // The seeded policy again (seededProjects.ts): on, 0.1 ETH per account and day.
  test.afterEach(({ world }) =>
    policy(world, { enabled: true, dailyLimitPerAccountWei: parseEther('0.1').toString() }),
  )

  test('sponsorship turned off: a Safe without the fee is refused with the fee it lacks, funds intact; funded, the send goes unsponsored, and the review says why', async ({
    modal,
    page,
    devnet,
    world,
    loginSmart,
  }) => {
    const value = parseEther('0.01')
    const login = await loginSmart('aa-pm-off', value)
    const { anvil, eoa, smart } = login
    await policy(world, { enabled: false })

    await expectRefusedForTheFee(page, login, value, 'ETH')
    const transaction = page.getByTestId('portico-transaction')

    await fundEvmAccount(devnet, smart, parseEther('1'))
    const frame = await sendToReview(page, modal, smart)
    await expect(frame.getByTestId('approval-feePayer')).toHaveText(smart)
    await expect(frame.getByTestId('approval-sponsorship')).toHaveText(
      'The app does not sponsor the fee here now: this account pays it',
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
    }).filter(({ args }) => args.sender.toLowerCase() === smart.toLowerCase())
    expect(operation?.args).toMatchObject({ success: true, paymaster: zeroAddress })
    // The Safe paid the value and the fee, to the wei (what it prepaid over the fee is its deposit at the EntryPoint).
    const deposit = await anvil.readContract({
      address: entryPoint07Address,
      abi: entryPoint07Abi,
      functionName: 'balanceOf',
      args: [smart],
    })
    expect((await anvil.getBalance({ address: smart })) + deposit).toBe(
      parseEther('0.99') - (operation?.args.actualGasCost ?? 0n),
    )
    expect(await anvil.getTransactionCount({ address: eoa })).toBe(0)
  })

  test('the account’s sponsorship for the day used up: the send goes unsponsored, and the review says why', async ({
    modal,
    page,
    world,
    loginSmart,
  }) => {
    const login = await loginSmart('aa-pm-limit', parseEther('1'))
    // One wei a day: less than any operation's gas.
    await policy(world, { enabled: true, dailyLimitPerAccountWei: '1' })

    const frame = await sendToReview(page, modal, login.smart)
    await expect(frame.getByTestId('approval-feePayer')).toHaveText(login.smart)
    await expect(frame.getByTestId('approval-sponsorship')).toHaveText(
      "The app's gas sponsorship for today is used up: this account pays the fee",
    )
    await frame.getByRole('button', { name: 'Reject' }).click()
    await expect(page.getByTestId('portico-transaction')).toHaveAttribute('data-state', 'error')
    await expectNothingSent(login, parseEther('1'))
  })
})

test('a network without the ERC-4337 contracts: the switch to the smart account says that the contracts are missing, and the wallet keeps its EOA, which sends', async ({
  lab,
  modal,
  page,
  devnet,
  world,
}, testInfo) => {
  const first = devnet.chains[0]
  if (!first) throw new Error('the devnet has no EVM chain')
  // An anvil of the same chain id without the EntryPoint, the Safe or any contract of the devnet, where this page's
  // network reads and sends (its own chain: removing the devnet's EntryPoint would break other workers' tests). The
  // bundler still answers: only the contracts are missing.
  const bare = await spawnAnvil({ chainId: first.chainId, name: 'no 4337 contracts', port: 0 })
  try {
    const bareUrl = `http://127.0.0.1:${bare.port}`
    await page.route('**/__lab/devnet.json', async (route) => {
      const response = await route.fetch()
      const file = (await response.json()) as { eip155: { chains: { rpcUrl: string; wsUrl: string }[] } }
      file.eip155.chains[0] = { ...first, rpcUrl: bareUrl, wsUrl: `ws://127.0.0.1:${bare.port}` }
      await route.fulfill({ response, json: file })
    })
    const anvil = createPublicClient({
      chain: defineDevnetEvmChain({ ...first, rpcUrl: bareUrl }),
      transport: http(bareUrl),
    })
    const eoa = (await loginByEmail(
      lab,
      modal,
      page,
      `aa-no-4337-${testInfo.workerIndex}-${Date.now()}@example.com`,
      world.inboxUrl,
    )) as Address

    await modal.open()
    await modal.expectView('Account')
    await page.getByRole('button', { name: 'EOA · Switch to smart account' }).click()

    // The reason, not only that the smart account is unavailable now: trying later would not help on this network.
    await expect(page.getByTestId('portico-toast')).toHaveText(
      'This network has no smart-account contracts (the ERC-4337 EntryPoint and the Safe): the wallet uses its EOA',
    )
    await expect(page.getByRole('button', { name: 'EOA · Switch to smart account' })).toBeVisible()
    await expect(lab.field('portico-address')).toHaveText(eoa)
    await modal.close()

    // The EOA sends on that network as ever.
    await anvil.request({
      method: 'anvil_setBalance' as never,
      params: [eoa, `0x${parseEther('1').toString(16)}`] as never,
    })
    const transaction = page.getByTestId('portico-transaction')
    await page.getByTestId('portico-send-transaction').click()
    await modal.expectView('ApproveTransaction')
    const frame = page.frameLocator('[data-testid="portico-embedded-frame"]')
    await expect(frame.getByTestId('approval-amount')).toHaveText('0.01 LETH')
    await frame.getByRole('button', { name: 'Approve' }).click()
    await expect(transaction).toHaveAttribute('data-state', 'success', { timeout: 120_000 })
    const receipt = await anvil.waitForTransactionReceipt({
      hash: ((await transaction.textContent()) ?? '') as Hex,
    })
    expect(receipt).toMatchObject({ status: 'success', from: eoa.toLowerCase() })
  } finally {
    await bare.stop()
  }
})
