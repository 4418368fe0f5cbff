import {
  createPublicClient,
  createWalletClient,
  http,
  InsufficientFundsError,
  parseEther,
  parseUnits,
  type TransactionExecutionError,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Devnet, startDevnet } from '../startDevnet.js'
import { defineDevnetEvmChain } from './defineDevnetEvmChain.js'
import { devnetEvmAccounts } from './devnetEvmAccounts.js'
import { devnetEvmContracts } from './devnetEvmContracts.js'

let devnet: Devnet<'eip155'>

beforeAll(async () => {
  devnet = await startDevnet({ chains: ['eip155'], ports: 'ephemeral' })
})
afterAll(() => devnet?.stop())

const clientsFor = (index: number, accountIndex = 1) => {
  const endpoints = devnet.eip155.chains[index]
  if (!endpoints) throw new Error(`no chain ${index}`)
  const chain = defineDevnetEvmChain(endpoints)
  const account = privateKeyToAccount(devnetEvmAccounts[accountIndex]?.privateKey ?? '0x')
  return {
    chain,
    account,
    publicClient: createPublicClient({ chain, transport: http(), pollingInterval: 20 }),
    walletClient: createWalletClient({ chain, account, transport: http(), pollingInterval: 20 }),
  }
}

describe('EVM devnet', () => {
  it('runs two chains with distinct chain ids and names', async () => {
    expect(devnet.eip155.chains.map(({ chainId, name }) => ({ chainId, name }))).toEqual([
      { chainId: 31337, name: 'Portico Local' },
      { chainId: 31338, name: 'Portico Local B' },
    ])
    for (const index of [0, 1]) {
      const { chain, publicClient } = clientsFor(index)
      expect(await publicClient.getChainId()).toBe(chain.id)
    }
  })

  it('funds the dev accounts and confirms a signed transfer', async () => {
    const { publicClient, walletClient, account } = clientsFor(0)
    const recipient = privateKeyToAccount(devnetEvmAccounts[2].privateKey).address
    const before = await publicClient.getBalance({ address: recipient })
    expect(before).toBeGreaterThan(0n)
    const hash = await walletClient.sendTransaction({ account, to: recipient, value: parseEther('1.5') })
    const receipt = await publicClient.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(await publicClient.getBalance({ address: recipient })).toBe(before + parseEther('1.5'))
  })

  it('rejects a transfer the sender cannot pay for with the node error', async () => {
    const { publicClient, walletClient, account } = clientsFor(1)
    const balance = await publicClient.getBalance({ address: account.address })
    const error = await walletClient
      .sendTransaction({ account, to: devnetEvmAccounts[3].address, value: balance + 1n })
      .catch((caught: TransactionExecutionError) => caught)
    expect(error).toBeInstanceOf(Error)
    expect(
      (error as TransactionExecutionError).walk((cause) => cause instanceof InsufficientFundsError),
    ).toBeTruthy()
  })

  it('deploys a 6-decimal USDT whose transfer returns no value, on both chains', async () => {
    for (const index of [0, 1]) {
      const { publicClient, walletClient } = clientsFor(index, 4)
      const { address, abi } = devnetEvmContracts.usdt
      expect(await publicClient.readContract({ address, abi, functionName: 'decimals' })).toBe(6)
      const transferAbi = abi.find((item) => item.type === 'function' && item.name === 'transfer')
      expect(transferAbi && 'outputs' in transferAbi ? transferAbi.outputs : undefined).toEqual([])

      const recipient = devnetEvmAccounts[5].address
      const before = await publicClient.readContract({
        address,
        abi,
        functionName: 'balanceOf',
        args: [recipient],
      })
      expect(before).toBe(devnetEvmContracts.usdt.balancePerAccount)
      const hash = await walletClient.writeContract({
        address,
        abi,
        functionName: 'transfer',
        args: [recipient, parseUnits('12.5', 6)],
      })
      expect((await publicClient.waitForTransactionReceipt({ hash })).status).toBe('success')
      expect(
        await publicClient.readContract({ address, abi, functionName: 'balanceOf', args: [recipient] }),
      ).toBe(before + parseUnits('12.5', 6))
    }
  })

  it('deploys an 18-decimal token and a collection minted to account #0', async () => {
    const { publicClient } = clientsFor(0)
    const { token, nft } = devnetEvmContracts
    expect(await publicClient.readContract({ ...token, functionName: 'decimals' })).toBe(18)
    expect(await publicClient.readContract({ ...token, functionName: 'symbol' })).toBe('PTK')
    expect(
      await publicClient.readContract({
        ...nft,
        functionName: 'balanceOf',
        args: [devnetEvmAccounts[0].address],
      }),
    ).toBe(3n)
    expect(await publicClient.readContract({ ...nft, functionName: 'ownerOf', args: [2n] })).toBe(
      devnetEvmAccounts[0].address,
    )
    expect(await publicClient.readContract({ ...nft, functionName: 'tokenURI', args: [1n] })).toContain(
      'Portico Collectible #1',
    )
  })

  it('reports the contracts in its endpoints', () => {
    expect(devnet.eip155.contracts.usdt).toEqual({
      address: devnetEvmContracts.usdt.address,
      name: 'Tether USD',
      symbol: 'USDT',
      decimals: 6,
    })
  })
})
