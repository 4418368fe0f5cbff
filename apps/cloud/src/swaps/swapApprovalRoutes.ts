import { Hono } from 'hono'
import { encodeFunctionData, erc20Abi, maxUint256 } from 'viem'
import type { z } from 'zod'
import { InvalidRequestError } from '../errors/errors.js'
import type { CloudDeps } from '../http/CloudDeps.js'
import { parseInput } from '../http/parseInput.js'
import { projectScope } from '../http/projectScope.js'
import type { SwapProviders } from './createSwapProviders.js'
import { estimateSwapGas } from './estimateSwapGas.js'
import { NATIVE_TOKEN_ADDRESS } from './SwapToken.js'
import { sameChain } from './swapAnswers.js'
import { swapContext } from './swapContext.js'
import { buildApproveQuery, swapAllowanceQuery, swapGasPriceQuery } from './swapInputSchemas.js'

/** The convert routes around a swap: the allowance the provider's contract has, gas prices, approve calldata with the node's gas estimate. */
export function swapApprovalRoutes(deps: CloudDeps, providersOf: () => SwapProviders): Hono {
  const app = new Hono()
  const scoped = (query: z.ZodType) => projectScope(deps, { bucket: 'blockchain', query })

  app.get('/v1/convert/allowance', scoped(swapAllowanceQuery), async (c) => {
    const query = parseInput(swapAllowanceQuery, c.req.query())
    const { chainId, address } = query.tokenAddress
    const context = await swapContext(c, deps, providersOf, chainId)
    const spender = await context.provider.spender(chainId)
    const allowance =
      address === NATIVE_TOKEN_ADDRESS
        ? maxUint256
        : await context.read((client) =>
            client.readContract({
              address,
              abi: erc20Abi,
              functionName: 'allowance',
              args: [query.userAddress, spender],
            }),
          )
    return c.json({ allowance: String(allowance), spender })
  })

  app.get('/v1/convert/gas-price', scoped(swapGasPriceQuery), async (c) => {
    const query = parseInput(swapGasPriceQuery, c.req.query())
    const context = await swapContext(c, deps, providersOf, query.chainId)
    const gasPrice = await context.read((client) => client.getGasPrice())
    return c.json({
      standard: String(gasPrice),
      fast: String((gasPrice * 125n) / 100n),
      instant: String((gasPrice * 150n) / 100n),
    })
  })

  app.get('/v1/convert/build-approve', scoped(buildApproveQuery), async (c) => {
    const query = parseInput(buildApproveQuery, c.req.query())
    const chainId = sameChain(query.from, query.to)
    if (query.from.address === NATIVE_TOKEN_ADDRESS) {
      throw new InvalidRequestError('the native currency needs no approval')
    }
    const context = await swapContext(c, deps, providersOf, chainId)
    const spender = await context.provider.spender(chainId)
    // The exact amount of the swap, not an unlimited allowance.
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, query.amount] })
    const [gas, gasPrice] = await Promise.all([
      estimateSwapGas(context, { from: query.userAddress, to: query.from.address, data, value: 0n }),
      context.read((client) => client.getGasPrice()),
    ])
    return c.json({
      tx: {
        from: query.userAddress,
        to: query.from.address,
        data,
        value: '0',
        eip155: { gas: String(gas), gasPrice: String(gasPrice) },
      },
      spender,
    })
  })

  return app
}
