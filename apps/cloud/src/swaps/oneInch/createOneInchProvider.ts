import { z } from 'zod'
import type { SwapProvider } from '../SwapProvider.js'
import type { SwapToken } from '../SwapToken.js'
import { fetchOneInch, type OneInchSettings } from './fetchOneInch.js'

type Address = `0x${string}`

/** The twelve EVM chains the 1inch swap API serves. */
const ONE_INCH_CHAINS = new Set([1, 10, 56, 100, 137, 250, 324, 8453, 42161, 43114, 59144, 1313161554])
/** The token list changes rarely: read once per chain and hour. */
const TOKENS_LIFETIME_MS = 60 * 60_000

const address = z
  .string()
  .regex(/^0x[0-9a-fA-F]{40}$/)
  .transform((value) => value.toLowerCase() as Address)
const amount = z.string().regex(/^[0-9]{1,78}$/)
const tokensAnswer = z.object({
  tokens: z.record(
    z.string(),
    z.object({
      address,
      symbol: z.string().max(64),
      name: z.string().max(128),
      decimals: z.number().int().min(0).max(255),
      logoURI: z.string().max(2048).optional(),
    }),
  ),
})
const quoteAnswer = z.object({ dstAmount: amount })
const swapAnswer = z.object({
  dstAmount: amount,
  tx: z.object({
    to: address,
    data: z.string().regex(/^0x[0-9a-fA-F]*$/),
    value: amount,
    gas: z.number().optional(),
  }),
})
const spenderAnswer = z.object({ address })

/** The `1inch` provider: the 1inch swap API (v6.0) with the cloud's key. */
export function createOneInchProvider(settings: OneInchSettings): SwapProvider {
  const tokenLists = new Map<string, { at: number; tokens: Promise<SwapToken[]> }>()
  const call = <Schema extends z.ZodType>(
    chainId: string,
    path: string,
    query: Record<string, string>,
    schema: Schema,
  ) => fetchOneInch(settings, chainId, path, query, schema)
  return {
    name: '1inch',
    supports: (chainId) => chainId.startsWith('eip155:') && ONE_INCH_CHAINS.has(Number(chainId.slice(7))),
    tokens(chainId) {
      const cached = tokenLists.get(chainId)
      if (cached && Date.now() - cached.at < TOKENS_LIFETIME_MS) return cached.tokens
      const tokens = call(chainId, 'tokens', {}, tokensAnswer).then((answer) =>
        Object.values(answer.tokens).map(({ logoURI, ...token }) => ({
          ...token,
          logoUri: logoURI,
          transferFeeBps: 0,
        })),
      )
      tokenLists.set(chainId, { at: Date.now(), tokens })
      tokens.catch(() => tokenLists.delete(chainId))
      return tokens
    },
    async quote({ chainId, from, to, amount: value }) {
      const answer = await call(chainId, 'quote', { src: from, dst: to, amount: String(value) }, quoteAnswer)
      return { toAmount: BigInt(answer.dstAmount), path: [], priceImpact: null, feeOnTransfer: false }
    },
    async spender(chainId) {
      return (await call(chainId, 'approve/spender', {}, spenderAnswer)).address
    },
    async buildSwap({ chainId, from, to, amount: value, userAddress, slippageBps }) {
      const answer = await call(
        chainId,
        'swap',
        {
          src: from,
          dst: to,
          amount: String(value),
          from: userAddress,
          origin: userAddress,
          slippage: String(slippageBps / 100),
          disableEstimate: 'true',
        },
        swapAnswer,
      )
      const toAmount = BigInt(answer.dstAmount)
      return {
        toAmount,
        path: [],
        priceImpact: null,
        feeOnTransfer: false,
        minimumToAmount: (toAmount * BigInt(10_000 - slippageBps)) / 10_000n,
        tx: {
          to: answer.tx.to,
          data: answer.tx.data as `0x${string}`,
          value: BigInt(answer.tx.value),
          gas: answer.tx.gas ? BigInt(answer.tx.gas) : undefined,
        },
      }
    },
  }
}
