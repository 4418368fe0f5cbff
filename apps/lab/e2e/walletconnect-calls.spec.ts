import { defineDevnetEvmChain, devnetEvmContracts } from '@portico/devnet'
import type { WalletConnectTestWallet } from '@portico/testing'
import {
  type Address,
  createPublicClient,
  encodeAbiParameters,
  erc20Abi,
  http,
  keccak256,
  parseEther,
  toHex,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { LAB_SPENDER } from '../src/panels/WagmiSendCallsPanel.js'
import { fundEvmAccount } from './world/fundEvmAccount.js'
import { expect, test } from './world/labTest.js'
import { openWalletConnectPhone } from './world/openWalletConnectPhone.js'
import { scanWalletConnectQr } from './world/scanWalletConnectQr.js'

const USDC = devnetEvmContracts.usdc.address as Address
const CALLS_METHODS = [
  'wallet_getCapabilities',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
  'wallet_showCallsStatus',
]

let phone: WalletConnectTestWallet | undefined
test.afterEach(async () => {
  await phone?.close().catch(() => undefined)
  phone = undefined
})

test.describe('EIP-5792 through WalletConnect', () => {
  test.use({ labConfig: 'walletconnect', injectWallets: false })

  test("a wallet that runs batches: wagmi's useSendCalls sends approve + transfer after one prompt on the phone, its status is followed to success, and both calls are on chain", async ({
    lab,
    modal,
    page,
    devnet,
  }) => {
    test.setTimeout(180_000)
    const first = devnet.chains[0]
    if (!first) throw new Error('the devnet has no EVM chain')
    const anvil = createPublicClient({ chain: defineDevnetEvmChain(first), transport: http(first.rpcUrl) })
    // A fresh account: 1 ETH for gas and 10 USDC base units (its balanceOf is storage slot 3), nobody else's.
    const privateKey = generatePrivateKey()
    const { address } = privateKeyToAccount(privateKey)
    await fundEvmAccount(devnet, address, parseEther('1'))
    await anvil.request({
      method: 'anvil_setStorageAt' as never,
      params: [
        USDC,
        keccak256(encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [address, 3n])),
        toHex(10n, { size: 32 }),
      ] as never,
    })
    const usdcOf = () =>
      anvil.readContract({ address: USDC, abi: erc20Abi, functionName: 'balanceOf', args: [address] })
    expect(await usdcOf()).toBe(10n)

    await lab.goto('walletconnect')
    phone = (await openWalletConnectPhone(devnet, undefined, { privateKey, calls: true })).phone
    await phone.pair(await scanWalletConnectQr(page, modal))
    await expect(lab.field('wagmi-address')).toHaveText(new RegExp(`^${address}$`, 'i'))
    expect(phone.sessions[0]?.namespaces.eip155?.methods).toEqual(expect.arrayContaining(CALLS_METHODS))

    phone.hold('wallet_sendCalls')
    await page.getByTestId('wagmi-send-calls').click()
    await expect.poll(() => phone?.pendingPrompts, { timeout: 60_000 }).toContain('wallet_sendCalls')
    const asked = phone.requests.filter((request) => request.method === 'wallet_sendCalls')
    expect(asked).toHaveLength(1)
    const [batch] = (asked[0]?.params ?? []) as [{ calls: { to: string }[]; from: string }?]
    expect(batch).toMatchObject({
      from: expect.stringMatching(new RegExp(`^${address}$`, 'i')),
      calls: [{ to: USDC }, { to: USDC }],
    })
    phone.release()

    await expect(page.getByTestId('wagmi-calls')).toHaveAttribute('data-state', 'success')
    await expect(page.getByTestId('wagmi-calls-status')).toHaveAttribute('data-state', 'success', {
      timeout: 120_000,
    })
    await expect(page.getByTestId('wagmi-calls-status')).toHaveText('success (200)')
    expect(
      await anvil.readContract({
        address: USDC,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [address, LAB_SPENDER],
      }),
    ).toBe(5n)
    expect(await usdcOf()).toBe(0n)
    // One transaction per call: the wallet's account sent two.
    expect(await anvil.getTransactionCount({ address })).toBe(2)
  })

  test('a wallet without batches: its session lacks the methods, nothing is asked of it, and the app gets the clear 4200 error', async ({
    lab,
    modal,
    page,
    devnet,
  }) => {
    const privateKey = generatePrivateKey()
    const { address } = privateKeyToAccount(privateKey)
    await lab.goto('walletconnect')
    phone = (await openWalletConnectPhone(devnet, undefined, { privateKey })).phone
    await phone.pair(await scanWalletConnectQr(page, modal))
    await expect(lab.field('wagmi-address')).toHaveText(new RegExp(`^${address}$`, 'i'))
    expect(phone.sessions[0]?.namespaces.eip155?.methods).not.toContain('wallet_sendCalls')

    await page.getByTestId('wagmi-send-calls').click()
    await expect(page.getByTestId('wagmi-calls')).toHaveAttribute('data-state', 'error')
    await expect(page.getByTestId('wagmi-calls')).toHaveText(
      'Lab Phone Wallet does not support wallet_sendCalls',
    )
    await expect(page.getByTestId('wagmi-calls')).toHaveAttribute('data-code', '4200')
    expect(phone.requests.map((request) => request.method)).not.toContain('wallet_sendCalls')
  })
})
