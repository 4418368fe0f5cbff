import { defineDevnetEvmChain } from '@portico/devnet'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  encodePacked,
  type Hex,
  http,
  numberToHex,
  parseAbi,
  parseEther,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { loginByEmail } from './world/embeddedLogin.js'
import { expect, test } from './world/labTest.js'
import { providerRequest } from './world/providerRequest.js'

test.use({ labConfig: 'email-smart-sessions' })

const redeemAbi = parseAbi([
  'function redeemDelegations(bytes[] permissionContexts, bytes32[] modes, bytes[] executionCallDatas)',
  'error CannotUseADisabledDelegation()',
])
const SINGLE_CALL_MODE: Hex = `0x${'0'.repeat(64)}`
const DAY = 86_400

test('an app’s session key spends within its 0.01 ETH a day grant with no prompt, not beyond, and nothing once the visitor revoked it from Permissions', async ({
  lab,
  modal,
  page,
  devnet,
}, testInfo) => {
  test.setTimeout(300_000)
  const first = devnet.chains[0]
  if (!first) throw new Error('the devnet has no EVM chain')
  const chain = defineDevnetEvmChain(first)
  const anvil = createPublicClient({ chain, transport: http(first.rpcUrl), pollingInterval: 100 })
  const setBalance = (address: Address, ether: string) =>
    anvil.request({
      method: 'anvil_setBalance' as never,
      params: [address, numberToHex(parseEther(ether))] as never,
    })
  const eoa = (await loginByEmail(
    lab,
    modal,
    page,
    `grants-${testInfo.workerIndex}-${testInfo.repeatEachIndex}-${Date.now()}@example.com`,
  )) as Address
  // The wallet pays its EIP-7702 upgrade and the revocation; the app's session key pays its redemptions' gas.
  await setBalance(eoa, '1')
  const sessionKey = privateKeyToAccount(generatePrivateKey())
  await setBalance(sessionKey.address, '1')
  const recipient = privateKeyToAccount(generatePrivateKey()).address
  const expiry = Number((await anvil.getBlock()).timestamp) + 3_600

  // The page asks; the frame's review shows what it grants.
  const granting = providerRequest(page, 'wallet_grantPermissions', [
    {
      chainId: numberToHex(first.chainId),
      expiry,
      signer: { type: 'account', data: { address: sessionKey.address } },
      permissions: [
        {
          type: 'native-token-periodic',
          data: { periodAmount: numberToHex(parseEther('0.01')), periodDuration: DAY },
        },
      ],
    },
  ])
  await modal.expectView('ApproveTransaction')
  const frame = page.frameLocator('[data-testid="portico-embedded-frame"]')
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Grant this permission?', {
    timeout: 60_000,
  })
  const origin = new URL(page.url()).origin
  await expect(frame.getByTestId('approval-app')).toHaveText(origin)
  await expect(frame.getByTestId('approval-grantee')).toHaveText(sessionKey.address)
  await expect(frame.getByTestId('approval-allowance')).toHaveText('0.01 ETH, every day')
  await expect(frame.getByTestId('approval-network')).toHaveText(`eip155:${first.chainId}`)
  await expect(frame.getByTestId('approval-upgrade')).toContainText('(EIP-7702)')
  await frame.getByRole('button', { name: 'Approve' }).click()
  const granted = await granting
  expect(granted.ok, JSON.stringify(granted)).toBe(true)
  const { context, signerMeta } = (
    granted as { result: { context: Hex; signerMeta: { delegationManager: Address } } }
  ).result

  // The session key redeems through the DelegationManager: no prompt, in the test alone.
  const wallet = createWalletClient({ chain, account: sessionKey, transport: http(first.rpcUrl) })
  const redeem = async (ether: string) => {
    const hash = await wallet.writeContract({
      address: signerMeta.delegationManager,
      abi: redeemAbi,
      functionName: 'redeemDelegations',
      args: [
        [context],
        [SINGLE_CALL_MODE],
        [encodePacked(['address', 'uint256', 'bytes'], [recipient, parseEther(ether), '0x'])],
      ],
    })
    return anvil.waitForTransactionReceipt({ hash, pollingInterval: 100 })
  }
  expect((await redeem('0.004')).status).toBe('success')
  expect(await anvil.getBalance({ address: recipient })).toBe(parseEther('0.004'))
  await expect(redeem('0.007')).rejects.toThrow(/NativeTokenPeriodTransferEnforcer:transfer-amount-exceeded/)

  // The visitor opens Permissions from the Account view, sees the grant and revokes it.
  await modal.open()
  await modal.expectView('Account')
  await page.getByRole('button', { name: 'Permissions' }).click()
  await modal.expectView('Permissions')
  const row = page.getByTestId('permission')
  await expect(row).toHaveCount(1)
  await expect(row.getByTestId('permission-app')).toHaveText(origin)
  await expect(row.getByTestId('permission-grantee')).toHaveText(
    `To ${sessionKey.address.slice(0, 6)}…${sessionKey.address.slice(-4)}`,
  )
  await expect(row.getByTestId('permission-allowance')).toHaveText('0.01 ETH, every day')
  await expect(row.getByTestId('permission-state')).toHaveText('Active')
  await row.getByTestId('permission-revoke').click()
  await modal.expectView('ApproveTransaction')
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Revoke this permission?', {
    timeout: 60_000,
  })
  await expect(frame.getByTestId('approval-grantee')).toHaveText(sessionKey.address)
  await frame.getByRole('button', { name: 'Approve' }).click()
  await modal.expectView('Permissions')
  await expect(row.getByTestId('permission-state')).toHaveText('Revoked', { timeout: 60_000 })
  await expect(row.getByTestId('permission-revoke')).toHaveCount(0)

  await expect(redeem('0.001')).rejects.toThrow(/CannotUseADisabledDelegation/)
  expect(await anvil.getBalance({ address: recipient })).toBe(parseEther('0.004'))
})
