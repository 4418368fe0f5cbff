import { z } from 'zod'
import { caip2ChainIdSchema } from '../chains/caip2ChainIdSchema.js'
import { devnetSwapMarkets, UNISWAP_V2_PAIR_INIT_CODE_HASH } from './devnetSwapMarkets.js'
import type { SwapsConfig } from './SwapsConfig.js'

const DEFAULT_ONE_INCH_URL = 'https://api.1inch.dev'
const DEFAULT_SWAPS_TIMEOUT_SECONDS = 10

const address = z
  .string()
  .regex(/^0x[0-9a-fA-F]{40}$/, 'an address is 0x and 40 hex characters')
  .transform((value) => value.toLowerCase() as `0x${string}`)
const marketSchema = z.strictObject({
  router: address,
  routerName: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[^\p{C}]+$/u, 'a router name is printable text')
    .optional(),
  factory: address,
  weth: address,
  pairInitCodeHash: z
    .string()
    .regex(/^0x[0-9a-fA-F]{64}$/)
    .transform((value) => value.toLowerCase() as `0x${string}`)
    .default(UNISWAP_V2_PAIR_INIT_CODE_HASH),
  tokens: z
    .array(
      z.strictObject({
        address,
        symbol: z.string().min(1).max(32),
        name: z.string().min(1).max(64),
        decimals: z.number().int().min(0).max(36),
        logoUri: z.url().optional(),
        transferFeeBps: z.number().int().min(0).max(9_999).default(0),
      }),
    )
    .max(50),
})

const envSchema = z.object({
  SWAPS_1INCH_API_KEY: z.string().min(1).max(512).optional(),
  SWAPS_1INCH_URL: z.url({ protocol: /^https?$/ }).default(DEFAULT_ONE_INCH_URL),
  SWAPS_TIMEOUT_SECONDS: z.coerce.number().positive().max(120).default(DEFAULT_SWAPS_TIMEOUT_SECONDS),
  SWAPS_POOLS: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (!value) return undefined
      let json: unknown
      try {
        json = JSON.parse(value)
      } catch {
        json = undefined
      }
      const parsed = z.record(caip2ChainIdSchema, marketSchema).safeParse(json)
      if (parsed.success) return parsed.data
      ctx.addIssue({
        code: 'custom',
        message: `SWAPS_POOLS is a JSON object {"eip155:1":{"router":"0x…","routerName":"Uniswap v2 Router02","factory":"0x…","weth":"0x…","tokens":[{"address":"0x…","symbol":"USDC","name":"USD Coin","decimals":6}]}}: ${z.prettifyError(parsed.error)}`,
      })
      return z.NEVER
    }),
})

/**
 * The swap providers (docs/cloud.md#swaps): SWAPS_1INCH_API_KEY enables 1inch (SWAPS_1INCH_URL, default
 * https://api.1inch.dev), SWAPS_POOLS names the Uniswap v2 market of each chain the `pools` provider quotes over (in
 * development, the devnet's), SWAPS_TIMEOUT_SECONDS bounds an upstream call (default 10).
 */
export function loadSwapsConfig(env: NodeJS.ProcessEnv, development: boolean): SwapsConfig {
  const parsed = envSchema.safeParse(env)
  if (!parsed.success) throw new Error(`Invalid configuration: ${z.prettifyError(parsed.error)}`)
  const e = parsed.data
  return {
    oneInch: e.SWAPS_1INCH_API_KEY
      ? { apiKey: e.SWAPS_1INCH_API_KEY, baseUrl: e.SWAPS_1INCH_URL }
      : undefined,
    pools: e.SWAPS_POOLS ?? (development ? { ...devnetSwapMarkets } : {}),
    timeoutMs: Math.round(e.SWAPS_TIMEOUT_SECONDS * 1_000),
  }
}
