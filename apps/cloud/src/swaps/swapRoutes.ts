import { Hono } from 'hono'
import { encodeFunctionData, erc20Abi, maxUint256 } from 'viem'
import { InvalidRequestError } from '../errors/errors.js'
import type { CloudDeps } from '../http/CloudDeps.js'
import { parseInput, readJsonBody } from '../http/parseInput.js'
import { createSwapProviders, type SwapProviders } from './createSwapProviders.js'
import { MAX_BALANCE_READS, readSwapTokenBalances } from './readSwapTokenBalances.js'
import { NATIVE_TOKEN_ADDRESS } from './SwapToken.js'
import { caip10, usdValue } from './swapAnswers.js'
import { swapContext } from './swapContext.js'
import {
  buildApproveQuery,
  buildTransactionBody,
  swapAllowanceQuery,
  swapGasPriceQuery,
  swapQuoteQuery,
  swapTokensQuery,
} from './swapInputSchemas.js'
import { swapsConfigOf } from './swapsConfigOf.js'

const sameChain = (from: { chainId: string }, to: { chainId: string }) => {
  if (from.chainId !== to.chainId) throw new InvalidRequestError('from and to must be tokens of one chain')
  return from.chainId
}

/**
 * The swap service, in the shape of AppKit's Blockchain API convert routes: tokens (with an account's balances),
 * quotes, allowance, gas price, approve and swap calldata. EVM only; the provider is chosen per project and chain.
 */
export function swapRoutes(deps: CloudDeps): Hono {
  const app = new Hono()
  let providers: SwapProviders | undefined
  const providersOf = () => {
    providers ??= createSwapProviders(swapsConfigOf(deps.config), deps.upstreams)
    return providers
  }

  app.get('/v1/convert/tokens', async (c) => {
    const query = parseInput(swapTokensQuery, c.req.query())
    const context = await swapContext(c, deps, providersOf, query.chainId)
    const tokens = await context.provider.tokens(query.chainId)
    const owner = query.address
    const balances =
      owner && tokens.length <= MAX_BALANCE_READS
        ? await readSwapTokenBalances(await context.client(), query.chainId, owner, tokens)
        : undefined
    return c.json({
      tokens: await Promise.all(
        tokens.map(async (token) => ({
          name: token.name,
          symbol: token.symbol,
          address: caip10(query.chainId, token.address),
          decimals: token.decimals,
          logoUri: token.logoUri ?? null,
          price: (await context.usdPrice(token.address)) ?? null,
          feeOnTransfer: token.transferFeeBps > 0,
          ...(balances ? { balance: String(balances.get(token.address) ?? 0n) } : {}),
        })),
      ),
    })
  })

  app.get('/v1/convert/quotes', async (c) => {
    const query = parseInput(swapQuoteQuery, c.req.query())
    const chainId = sameChain(query.from, query.to)
    const context = await swapContext(c, deps, providersOf, chainId)
    const request = { chainId, from: query.from.address, to: query.to.address, amount: query.amount }
    const quote = await context.provider.quote(request)
    return c.json({
      quotes: [
        {
          provider: context.provider.name,
          fromAccount: caip10(chainId, request.from),
          toAccount: caip10(chainId, request.to),
          fromAmount: String(query.amount),
          toAmount: String(quote.toAmount),
          path: quote.path.map((token) => caip10(chainId, token)),
          priceImpact: quote.priceImpact,
          feeOnTransfer: quote.feeOnTransfer,
          fromValueUsd: await usdValue(context, request.from, query.amount),
          toValueUsd: await usdValue(context, request.to, quote.toAmount),
        },
      ],
    })
  })

  app.get('/v1/convert/allowance', async (c) => {
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

  app.get('/v1/convert/gas-price', async (c) => {
    const query = parseInput(swapGasPriceQuery, c.req.query())
    const context = await swapContext(c, deps, providersOf, query.chainId)
    const gasPrice = await context.read((client) => client.getGasPrice())
    return c.json({
      standard: String(gasPrice),
      fast: String((gasPrice * 125n) / 100n),
      instant: String((gasPrice * 150n) / 100n),
    })
  })

  app.get('/v1/convert/build-approve', async (c) => {
    const query = parseInput(buildApproveQuery, c.req.query())
    const chainId = sameChain(query.from, query.to)
    if (query.from.address === NATIVE_TOKEN_ADDRESS) {
      throw new InvalidRequestError('the native currency needs no approval')
    }
    const context = await swapContext(c, deps, providersOf, chainId)
    const spender = await context.provider.spender(chainId)
    const gasPrice = await context.read((client) => client.getGasPrice())
    return c.json({
      tx: {
        from: query.userAddress,
        to: query.from.address,
        // The exact amount of the swap, not an unlimited allowance.
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, query.amount] }),
        value: '0',
        eip155: { gasPrice: String(gasPrice) },
      },
      spender,
    })
  })

  app.post('/v1/convert/build-transaction', async (c) => {
    const body = parseInput(buildTransactionBody, await readJsonBody(c.req))
    const chainId = sameChain(body.from, body.to)
    const context = await swapContext(c, deps, providersOf, chainId)
    const slippage = body.eip155?.slippage ?? 1
    const build = await context.provider.buildSwap({
      chainId,
      from: body.from.address,
      to: body.to.address,
      amount: body.amount,
      userAddress: body.userAddress,
      slippageBps: Math.round(slippage * 100),
    })
    const gasPrice = await context.read((client) => client.getGasPrice())
    return c.json({
      tx: {
        from: body.userAddress,
        to: build.tx.to,
        data: build.tx.data,
        value: String(build.tx.value),
        eip155: { gas: build.tx.gas === undefined ? null : String(build.tx.gas), gasPrice: String(gasPrice) },
      },
      provider: context.provider.name,
      fromAmount: String(body.amount),
      toAmount: String(build.toAmount),
      minimumToAmount: String(build.minimumToAmount),
      slippage,
      path: build.path.map((token) => caip10(chainId, token)),
      priceImpact: build.priceImpact,
      feeOnTransfer: build.feeOnTransfer,
    })
  })

  return app
}
