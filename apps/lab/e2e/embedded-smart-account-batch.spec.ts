import { defineDevnetEvmChain, devnetEvmContracts } from '@portico/devnet'
import {
  type Address,
  createPublicClient,
  encodeAbiParameters,
  encodeFunctionData,
  erc20Abi,
  http,
  keccak256,
  parseEther,
  toHex,
} from 'viem'
import { LAB_RECIPIENT } from '../src/panels/WagmiPanel.js'
import type { LabPage } from './pages/LabPage.js'
import { loginByEmail } from './world/embeddedLogin.js'
import { expect, type Page, test } from './world/labTest.js'
import { providerRequest } from './world/providerRequest.js'
import { switchToSmartAccount } from './world/switchToSmartAccount.js'

test.use({ labConfig: 'email-smart-account' })

const PTK = devnetEvmContracts.token.address
/** A router the batch approves (any address: the approval is what is checked). */
const SPENDER: Address = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65'

/** PTK's balance of `owner` set to `amount` base units on anvil (PTK's balanceOf is its storage slot 3). */
async function setPtkBalance(rpcUrl: string, owner: Address, amount: bigint) {
  const anvil = createPublicClient({ transport: http(rpcUrl) })
  await anvil.request({
    method: 'anvil_setStorageAt' as never,
    params: [
      PTK,
      keccak256(encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [owner, 3n])),
      toHex(amount, { size: 32 }),
    ] as never,
  })
}

type Modal = Parameters<typeof loginByEmail>[1] & { close(): Promise<void> }

/** An e-mail login switched to the smart account, which holds 10 PTK base units on `rpcUrl`'s chain: its address. */
async function smartAccountWithTenPtk(
  { lab, modal, page }: { lab: LabPage; modal: Modal; page: Page },
  email: string,
  rpcUrl: string,
) {
  const smart = await switchToSmartAccount(lab, modal, page, await loginByEmail(lab, modal, page, email))
  await setPtkBalance(rpcUrl, smart, 10n)
  return smart
}

/** approve(SPENDER, 5) + transfer(LAB_RECIPIENT, 10) of PTK, as viem's sendCalls (wagmi's useSendCalls) builds it. */
function sendApproveAndTransfer(page: Page, smart: Address, chainHex: string) {
  return providerRequest(page, 'wallet_sendCalls', [
    {
      atomicRequired: true,
      calls: [
        {
          to: PTK,
          data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [SPENDER, 5n] }),
          value: undefined,
        },
        {
          to: PTK,
          data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [LAB_RECIPIENT, 10n] }),
          value: undefined,
        },
      ],
      capabilities: undefined,
      chainId: chainHex,
      from: smart,
      id: undefined,
      version: '2.0.0',
    },
  ])
}

test('the smart account sends approve + transfer as one sponsored user operation through wagmi’s provider; its status is followed to success and shown', async ({
  lab,
  modal,
  page,
  devnet,
}, testInfo) => {
  test.setTimeout(240_000)
  const first = devnet.chains[0]
  if (!first) throw new Error('the devnet has no EVM chain')
  const anvil = createPublicClient({ chain: defineDevnetEvmChain(first), transport: http(first.rpcUrl) })
  // 10 PTK base units in the Safe.
  const smart = await smartAccountWithTenPtk(
    { lab, modal, page },
    `batch-${testInfo.workerIndex}-${Date.now()}@example.com`,
    first.rpcUrl,
  )
  const chainHex = toHex(first.chainId)

  expect(await providerRequest(page, 'wallet_getCapabilities', [smart, [chainHex]])).toEqual({
    ok: true,
    result: { [chainHex]: { atomic: { status: 'supported' }, paymasterService: { supported: true } } },
  })

  // As viem's sendCalls (wagmi's useSendCalls) builds it: the fields it was not given left undefined.
  const sending = sendApproveAndTransfer(page, smart, chainHex)
  await modal.expectView('ApproveTransaction')
  const frame = page.frameLocator('[data-testid="portico-embedded-frame"]')
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Send these 2 calls?', {
    timeout: 60_000,
  })
  await expect(frame.getByTestId('approval-call-1-spender')).toHaveText(SPENDER)
  await expect(frame.getByTestId('approval-call-2-recipient')).toHaveText(LAB_RECIPIENT)
  await expect(frame.getByTestId('approval-from')).toHaveText(smart)
  await expect(frame.getByTestId('approval-feePayer')).toHaveText(
    'The app pays the gas (Portico lab (sponsored))',
  )
  await frame.getByRole('button', { name: 'Approve' }).click()
  const sent = await sending
  expect(sent.ok).toBe(true)
  const { id } = (sent as { result: { id: string } }).result

  const status = async () =>
    (await providerRequest(page, 'wallet_getCallsStatus', [id])) as {
      result?: { status: number; atomic: boolean; receipts?: unknown[] }
    }
  await expect.poll(async () => (await status()).result?.status, { timeout: 120_000 }).toBe(200)
  expect((await status()).result).toMatchObject({ atomic: true, receipts: [expect.anything()] })
  const allowance = await anvil.readContract({
    address: PTK,
    abi: erc20Abi,
    functionName: 'allowance',
    args: [smart, SPENDER],
  })
  expect(allowance).toBe(5n)
  expect(
    await anvil.readContract({ address: PTK, abi: erc20Abi, functionName: 'balanceOf', args: [smart] }),
  ).toBe(0n)
  // Sponsored: the Safe had no ETH and needed none.
  expect(await anvil.getBalance({ address: smart })).toBe(parseEther('0'))

  expect(await providerRequest(page, 'wallet_showCallsStatus', [id])).toEqual({ ok: true, result: null })
  await expect(page.getByTestId('portico-toast')).toHaveText('The calls went through')
})

test('a batch whose transfer reverts on chain (the tokens went down while the visitor read the screen): its status says so, the toast says none took effect, the tokens are intact', async ({
  lab,
  modal,
  page,
  devnet,
}, testInfo) => {
  test.setTimeout(240_000)
  const first = devnet.chains[0]
  if (!first) throw new Error('the devnet has no EVM chain')
  const anvil = createPublicClient({ chain: defineDevnetEvmChain(first), transport: http(first.rpcUrl) })
  const smart = await smartAccountWithTenPtk(
    { lab, modal, page },
    `batch-revert-${testInfo.workerIndex}-${Date.now()}@example.com`,
    first.rpcUrl,
  )
  const chainHex = toHex(first.chainId)
  const ptkOf = (owner: Address) =>
    anvil.readContract({ address: PTK, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
  // The recipient is the lab's, which other tests pay at the same time: what this batch moved is read from the token's
  // Transfer events from the Safe since now, not from the recipient's balance.
  const fromBlock = await anvil.getBlockNumber()

  const sending = sendApproveAndTransfer(page, smart, chainHex)
  await modal.expectView('ApproveTransaction')
  const frame = page.frameLocator('[data-testid="portico-embedded-frame"]')
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Send these 2 calls?', {
    timeout: 60_000,
  })
  // Estimated already; another device spends 1 PTK before the visitor approves: the transfer of 10 cannot succeed.
  await setPtkBalance(first.rpcUrl, smart, 9n)
  await frame.getByRole('button', { name: 'Approve' }).click()
  const sent = await sending
  expect(sent.ok).toBe(true)
  const { id } = (sent as { result: { id: string } }).result

  const status = async () =>
    (await providerRequest(page, 'wallet_getCallsStatus', [id])) as {
      result?: { status: number; atomic: boolean; receipts?: { status: string }[] }
    }
  await expect.poll(async () => (await status()).result?.status, { timeout: 120_000 }).toBe(500)
  expect((await status()).result).toMatchObject({ atomic: true, receipts: [{ status: '0x0' }] })
  // The approval went back with the transfer; the sponsored operation cost the Safe no ETH.
  expect(
    await anvil.readContract({
      address: PTK,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [smart, SPENDER],
    }),
  ).toBe(0n)
  expect(await ptkOf(smart)).toBe(9n)
  expect(
    await anvil.getContractEvents({
      address: PTK,
      abi: erc20Abi,
      eventName: 'Transfer',
      args: { from: smart },
      fromBlock,
    }),
  ).toEqual([])
  expect(await anvil.getBalance({ address: smart })).toBe(parseEther('0'))

  expect(await providerRequest(page, 'wallet_showCallsStatus', [id])).toEqual({ ok: true, result: null })
  await expect(page.getByTestId('portico-toast')).toHaveText('The calls failed: none of them took effect')
})
