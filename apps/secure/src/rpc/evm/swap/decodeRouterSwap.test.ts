import { devnetEvmContracts, devnetEvmMarket } from '@portico/devnet'
import { encodeFunctionData, parseEther } from 'viem'
import { expect, it } from 'vitest'
import { decodeRouterSwap } from './decodeRouterSwap.js'
import { swapRouterName } from './knownSwapRouters.js'

const { router, weth } = devnetEvmMarket
const { usdc } = devnetEvmContracts
const RECIPIENT = '0x000000000000000000000000000000000000dEaD'

it("decodes a native-currency swap with the transaction's value as the amount sold", () => {
  const data = encodeFunctionData({
    abi: router.abi,
    functionName: 'swapExactETHForTokensSupportingFeeOnTransferTokens',
    args: [5_000_000n, [weth.address, usdc.address], RECIPIENT, 2n ** 40n],
  })
  expect(decodeRouterSwap(data, parseEther('0.2'))).toEqual({
    path: [weth.address, usdc.address],
    fromNative: true,
    toNative: false,
    amountIn: parseEther('0.2'),
    minimumOut: 5_000_000n,
    recipient: RECIPIENT,
  })
})

it('decodes nothing else: another call, a path of one token', () => {
  const approve = encodeFunctionData({
    abi: router.abi,
    functionName: 'removeLiquidityETH',
    args: [usdc.address, 1n, 1n, 1n, RECIPIENT, 2n ** 40n],
  })
  expect(decodeRouterSwap(approve, 0n)).toBeUndefined()
  const alone = encodeFunctionData({
    abi: router.abi,
    functionName: 'swapExactTokensForTokens',
    args: [1n, 1n, [usdc.address], RECIPIENT, 2n ** 40n],
  })
  expect(decodeRouterSwap(alone, 0n)).toBeUndefined()
})

it("names the devnet's router on both local chains, nowhere else", () => {
  expect(swapRouterName(31337, router.address)).toBe('Uniswap v2 Router02')
  expect(swapRouterName(31338, router.address)).toBe('Uniswap v2 Router02')
  expect(swapRouterName(10, router.address)).toBeUndefined()
  expect(swapRouterName(undefined, router.address)).toBeUndefined()
})
