import { Hono } from 'hono'
import type { z } from 'zod'
import type { CloudDeps } from '../http/CloudDeps.js'
import { parseInput, readJsonBody } from '../http/parseInput.js'
import { projectScope } from '../http/projectScope.js'
import { createSwapProviders, type SwapProviders } from './createSwapProviders.js'
import { estimateSwapGas } from './estimateSwapGas.js'
import { MAX_BALANCE_READS, readSwapTokenBalances } from './readSwapTokenBalances.js'
import { caip10, sameChain, usdValue } from './swapAnswers.js'
import { swapApprovalRoutes } from './swapApprovalRoutes.js'
import { swapContext } from './swapContext.js'
import { buildTransactionBody, swapQuoteQuery, swapTokensQuery } from './swapInputSchemas.js'
import { swapRoutersOf } from './swapRoutersOf.js'
import { swapsConfigOf } from './swapsConfigOf.js'

/**
 * The swap service, in the shape of AppKit's Blockchain API convert routes (and `routers`, for the secure frame): tokens (with an account's balances),
 * quotes and swap calldata with the node's gas estimate (estimateSwapGas), and (swapApprovalRoutes) allowance, gas price and approve calldata. EVM only; the provider
 * is chosen per project and chain.
 */
export function swapRoutes(deps: CloudDeps): Hono {
  const app = new Hono()
  let providers: SwapProviders | undefined
  const providersOf = () => {
    providers ??= createSwapProviders(swapsConfigOf(deps.config), deps.upstreams)
    return providers
  }
  const scoped = (query?: z.ZodType) => projectScope(deps, { bucket: 'blockchain', query })

  // The secure frame names this cloud's routers in its review of a swap (not a secret: any origin, no chain read).
  app.get('/v1/convert/routers', projectScope(deps, { bucket: 'api', checkOrigin: false }), (c) =>
    c.json({ routers: swapRoutersOf(swapsConfigOf(deps.config)) }),
  )

  app.get('/v1/convert/tokens', scoped(swapTokensQuery), async (c) => {
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

  app.get('/v1/convert/quotes', scoped(swapQuoteQuery), async (c) => {
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

  app.route('/', swapApprovalRoutes(deps, providersOf))

  app.post('/v1/convert/build-transaction', scoped(), async (c) => {
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
    const [gas, gasPrice] = await Promise.all([
      estimateSwapGas(
        context,
        { from: body.userAddress, to: build.tx.to, data: build.tx.data, value: build.tx.value },
        { token: body.from.address, spender: () => context.provider.spender(chainId), amount: body.amount },
      ),
      context.read((client) => client.getGasPrice()),
    ])
    return c.json({
      tx: {
        from: body.userAddress,
        to: build.tx.to,
        data: build.tx.data,
        value: String(build.tx.value),
        eip155: { gas: String(gas), gasPrice: String(gasPrice) },
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
