import { connect } from 'node:net'
import { networkInterfaces } from 'node:os'
import { toSafeSmartAccount, toSimpleSmartAccount } from 'permissionless/accounts'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  type Hex,
  http,
  parseEther,
} from 'viem'
import { createBundlerClient, type PaymasterActions, type UserOperation } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Devnet, startDevnet } from '../../startDevnet.js'
import { defineDevnetEvmChain } from '../defineDevnetEvmChain.js'
import { devnetEvmAccounts } from '../devnetEvmAccounts.js'
import { devnetEvmContracts } from '../devnetEvmContracts.js'
import { devnetSafeContracts } from './devnetSafeContracts.js'
import { devnetSmartAccountContracts } from './devnetSmartAccountContracts.js'
import { signDevnetPaymasterData } from './signDevnetPaymasterData.js'

let devnet: Devnet<'eip155'>

beforeAll(async () => {
  devnet = await startDevnet({ chains: ['eip155'], ports: 'ephemeral', bundlers: true })
}, 400_000)
afterAll(() => devnet?.stop())

const { entryPoint, verifyingPaymaster } = devnetSmartAccountContracts
const PAYMASTER_VERIFICATION_GAS = 100_000n

const setup = async () => {
  const endpoints = devnet.eip155.chains[0]
  const bundlerUrl = devnet.eip155.smartAccounts.bundlers[0]?.url
  if (!endpoints || !bundlerUrl) throw new Error('no first chain or bundler')
  const chain = defineDevnetEvmChain(endpoints)
  const client = createPublicClient({ chain, transport: http(), pollingInterval: 50 })
  const funder = createWalletClient({
    chain,
    account: privateKeyToAccount(devnetEvmAccounts[2].privateKey),
    transport: http(),
  })
  const account = await toSimpleSmartAccount({
    client,
    owner: privateKeyToAccount(generatePrivateKey()),
    entryPoint: { address: entryPoint.address, version: '0.7' },
    factoryAddress: devnetSmartAccountContracts.simpleAccountFactory.address,
  })
  const fund = async (value: bigint) => {
    const hash = await funder.sendTransaction({ to: account.address, value })
    await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  }
  return { chain, client, account, bundlerUrl, fund }
}

/** The VerifyingPaymaster's data, signed with the devnet run's paymaster key (what the cloud will do). */
const paymaster = (chainId: number): PaymasterActions => {
  const signerKey = devnet.eip155.smartAccounts.paymasterSigner.privateKey as Hex
  const data = async (operation: Partial<UserOperation<'0.7'>>) =>
    signDevnetPaymasterData({
      chainId,
      paymaster: verifyingPaymaster.address,
      signerKey,
      userOperation: {
        sender: operation.sender as Address,
        nonce: operation.nonce ?? 0n,
        factory: operation.factory,
        factoryData: operation.factoryData,
        callData: operation.callData ?? '0x',
        callGasLimit: operation.callGasLimit ?? 0n,
        verificationGasLimit: operation.verificationGasLimit ?? 0n,
        preVerificationGas: operation.preVerificationGas ?? 0n,
        maxFeePerGas: operation.maxFeePerGas ?? 0n,
        maxPriorityFeePerGas: operation.maxPriorityFeePerGas ?? 0n,
        paymasterVerificationGasLimit: operation.paymasterVerificationGasLimit ?? PAYMASTER_VERIFICATION_GAS,
        paymasterPostOpGasLimit: operation.paymasterPostOpGasLimit ?? 0n,
      },
    })
  const fields = {
    paymaster: verifyingPaymaster.address,
    paymasterVerificationGasLimit: PAYMASTER_VERIFICATION_GAS,
    paymasterPostOpGasLimit: 0n,
  }
  return {
    getPaymasterStubData: async (parameters) => ({
      ...fields,
      paymasterData: await data({ ...(parameters as Partial<UserOperation<'0.7'>>), ...fields }),
      isFinal: false,
    }),
    getPaymasterData: async (parameters) => ({
      ...fields,
      paymasterData: await data({ ...(parameters as Partial<UserOperation<'0.7'>>), ...fields }),
    }),
  }
}

describe('the smart-account world on the devnet', () => {
  it('deploys a counterfactual account with its first, unsponsored user operation and moves ETH', async () => {
    const { client, account, bundlerUrl, fund } = await setup()
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    expect(await client.getCode({ address: account.address })).toBeUndefined()
    await fund(parseEther('1'))
    const bundler = createBundlerClient({ account, client, transport: http(bundlerUrl), pollingInterval: 50 })

    const hash = await bundler.sendUserOperation({ calls: [{ to: recipient, value: parseEther('0.1') }] })
    const receipt = await bundler.waitForUserOperationReceipt({ hash, timeout: 60_000 })

    expect(receipt.success).toBe(true)
    expect(receipt.paymaster).toBeUndefined()
    expect(await client.getCode({ address: account.address })).toMatch(/^0x[0-9a-f]{2,}/)
    expect(await client.getBalance({ address: recipient })).toBe(parseEther('0.1'))
    // The account paid its own gas.
    expect(await client.getBalance({ address: account.address })).toBeLessThan(parseEther('0.9'))
  })

  it('deploys and moves ETH with the gas paid by the verifying paymaster', async () => {
    const { chain, client, account, bundlerUrl, fund } = await setup()
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    await fund(parseEther('0.1'))
    const depositBefore = await client.readContract({
      address: entryPoint.address,
      abi: [
        {
          type: 'function',
          name: 'balanceOf',
          stateMutability: 'view',
          inputs: [{ name: 'account', type: 'address' }],
          outputs: [{ type: 'uint256' }],
        },
      ],
      functionName: 'balanceOf',
      args: [verifyingPaymaster.address],
    })
    const bundler = createBundlerClient({
      account,
      client,
      transport: http(bundlerUrl),
      paymaster: paymaster(chain.id),
      pollingInterval: 50,
    })

    const hash = await bundler.sendUserOperation({ calls: [{ to: recipient, value: parseEther('0.1') }] })
    const receipt = await bundler.waitForUserOperationReceipt({ hash, timeout: 60_000 })

    expect(receipt.success).toBe(true)
    expect(receipt.paymaster?.toLowerCase()).toBe(verifyingPaymaster.address.toLowerCase())
    expect(await client.getCode({ address: account.address })).toMatch(/^0x[0-9a-f]{2,}/)
    expect(await client.getBalance({ address: recipient })).toBe(parseEther('0.1'))
    // Everything the account held went to the recipient: the paymaster's deposit paid the gas.
    expect(await client.getBalance({ address: account.address })).toBe(0n)
    expect(depositBefore).toBeGreaterThan(0n)
  })

  it('reports a call that reverts, at estimation and on chain', async () => {
    const { client, account, bundlerUrl, fund } = await setup()
    await fund(parseEther('1'))
    const bundler = createBundlerClient({ account, client, transport: http(bundlerUrl), pollingInterval: 50 })
    // The fresh account holds no USDC, so the transfer reverts.
    const transfer = {
      to: devnetEvmContracts.usdc.address,
      data: encodeFunctionData({
        abi: devnetEvmContracts.usdc.abi,
        functionName: 'transfer',
        args: [devnetEvmAccounts[3].address, 1n],
      }),
    }

    await expect(bundler.sendUserOperation({ calls: [transfer] })).rejects.toThrow(/revert/i)

    // With its gas limits given, the bundler skips the estimate and the operation lands, reverted.
    const hash = await bundler.sendUserOperation({
      calls: [transfer],
      callGasLimit: 200_000n,
      verificationGasLimit: 600_000n,
      preVerificationGas: 100_000n,
    })
    const receipt = await bundler.waitForUserOperationReceipt({ hash, timeout: 60_000 })
    expect(receipt.success).toBe(false)
    expect(receipt.reason).toBeDefined()
  })

  it('deploys a Safe 1.4.1 with its 4337 module through its first operation, on every chain, and it signs (ERC-1271)', async () => {
    for (const [index, endpoints] of devnet.eip155.chains.entries()) {
      const bundlerUrl = devnet.eip155.smartAccounts.bundlers[index]?.url
      if (!bundlerUrl) throw new Error(`no bundler for chain ${endpoints.chainId}`)
      const chain = defineDevnetEvmChain(endpoints)
      const client = createPublicClient({ chain, transport: http(), pollingInterval: 50 })
      const account = await toSafeSmartAccount({
        client,
        owners: [privateKeyToAccount(generatePrivateKey())],
        version: '1.4.1',
        entryPoint: { address: entryPoint.address, version: '0.7' },
        safeSingletonAddress: devnetSafeContracts.singletonL2,
      })
      const funder = createWalletClient({
        chain,
        account: privateKeyToAccount(devnetEvmAccounts[4].privateKey),
        transport: http(),
      })
      await client.waitForTransactionReceipt({
        hash: await funder.sendTransaction({ to: account.address, value: parseEther('1') }),
        pollingInterval: 50,
      })
      const recipient = privateKeyToAccount(generatePrivateKey()).address
      const bundler = createBundlerClient({
        account,
        client,
        transport: http(bundlerUrl),
        pollingInterval: 50,
      })

      const hash = await bundler.sendUserOperation({ calls: [{ to: recipient, value: parseEther('0.1') }] })
      const receipt = await bundler.waitForUserOperationReceipt({ hash, timeout: 60_000 })

      expect(receipt.success).toBe(true)
      expect(await client.getCode({ address: account.address })).toMatch(/^0x[0-9a-f]{2,}/)
      expect(await client.getBalance({ address: recipient })).toBe(parseEther('0.1'))
      const signature = await account.signMessage({ message: 'hello' })
      expect(await client.verifyMessage({ address: account.address, message: 'hello', signature })).toBe(true)
    }
  })

  // The machine's first non-loopback IPv4 address, if it has one: the bundler must not answer there.
  const outside = Object.values(networkInterfaces())
    .flat()
    .find((each) => each && each.family === 'IPv4' && !each.internal)?.address

  it.skipIf(!outside)('serves the loopback only, as the chains do', async () => {
    const bundlerUrl = devnet.eip155.smartAccounts.bundlers[0]?.url
    if (!bundlerUrl) throw new Error('no bundler')
    const port = Number(new URL(bundlerUrl).port)
    const outcome = await new Promise<string>((resolve) => {
      const socket = connect({ host: outside, port })
      socket.once('connect', () => {
        socket.destroy()
        resolve('connected')
      })
      socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'))
    })
    expect(outcome).toBe('ECONNREFUSED')
  })
})
