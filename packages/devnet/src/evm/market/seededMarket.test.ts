import { createPublicClient, createWalletClient, erc20Abi, http, maxUint256, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Devnet, startDevnet } from '../../startDevnet.js'
import { defineDevnetEvmChain } from '../defineDevnetEvmChain.js'
import { devnetEvmAccounts } from '../devnetEvmAccounts.js'
import { devnetEvmContracts } from '../devnetEvmContracts.js'
import { devnetEvmMarket } from './devnetEvmMarket.js'

let devnet: Devnet<'eip155'>

beforeAll(async () => {
  devnet = await startDevnet({ chains: ['eip155'], ports: 'ephemeral' })
})
afterAll(() => devnet?.stop())

const { router, factory, weth, pools, pairAbi, feeOnTransferToken } = devnetEvmMarket

const clientsFor = (index: number) => {
  const endpoints = devnet.eip155.chains[index]
  if (!endpoints) throw new Error(`no chain ${index}`)
  const chain = defineDevnetEvmChain(endpoints)
  const account = privateKeyToAccount(devnetEvmAccounts[3].privateKey)
  return {
    account,
    publicClient: createPublicClient({ chain, transport: http(), pollingInterval: 20 }),
    walletClient: createWalletClient({ chain, account, transport: http(), pollingInterval: 20 }),
  }
}

describe('the devnet market', () => {
  it('runs Router02 over the factory and WETH, with every pool seeded at its stated amounts, on both chains', async () => {
    for (const index of [0, 1]) {
      const { publicClient } = clientsFor(index)
      expect(await publicClient.readContract({ ...router, functionName: 'factory' })).toBe(factory.address)
      expect(await publicClient.readContract({ ...router, functionName: 'WETH' })).toBe(weth.address)
      for (const pool of pools) {
        expect(
          await publicClient.readContract({
            ...factory,
            functionName: 'getPair',
            args: [pool.tokenA, pool.tokenB],
          }),
        ).toBe(pool.pair)
        const [reserve0, reserve1] = await publicClient.readContract({
          address: pool.pair,
          abi: pairAbi,
          functionName: 'getReserves',
        })
        const aFirst = pool.tokenA.toLowerCase() < pool.tokenB.toLowerCase()
        const [reserveA, reserveB] = aFirst ? [reserve0, reserve1] : [reserve1, reserve0]
        // The fee-on-transfer token burns 1 % on its way into the pair.
        const burnt = (amount: bigint, token: string) =>
          token === feeOnTransferToken.address ? amount - amount / 100n : amount
        expect([reserveA, reserveB]).toEqual([
          burnt(pool.amountA, pool.tokenA),
          burnt(pool.amountB, pool.tokenB),
        ])
      }
    }
  })

  it('swaps ETH for USDC through the router at the amount getAmountsOut gives, and names both in the endpoints', async () => {
    const { publicClient, walletClient, account } = clientsFor(0)
    const usdc = devnetEvmContracts.usdc
    const path = [weth.address, usdc.address] as const
    const amounts = await publicClient.readContract({
      ...router,
      functionName: 'getAmountsOut',
      args: [parseEther('1'), path],
    })
    const before = await publicClient.readContract({
      address: usdc.address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [account.address],
    })
    expect(before).toBe(usdc.balancePerAccount)
    const hash = await walletClient.writeContract({
      ...router,
      functionName: 'swapExactETHForTokens',
      args: [amounts[1] ?? 0n, path, account.address, maxUint256],
      value: parseEther('1'),
    })
    expect((await publicClient.waitForTransactionReceipt({ hash })).status).toBe('success')
    const after = await publicClient.readContract({
      address: usdc.address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [account.address],
    })
    // 1 ETH ≈ 1,234.50 USDC, less the 0.3 % fee and the price impact of 1 % of the pool.
    expect(after - before).toBe(amounts[1])
    expect(Number(amounts[1]) / 1e6).toBeCloseTo(1_218.6, 0)
    expect(devnet.eip155.contracts.market.router).toBe(router.address)
    expect(devnet.eip155.contracts.usdc.symbol).toBe('USDC')
  })
})
