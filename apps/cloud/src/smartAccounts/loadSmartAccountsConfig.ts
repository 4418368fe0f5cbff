import { z } from 'zod'
import { caip2ChainIdSchema } from '../chains/caip2ChainIdSchema.js'
import type { SmartAccountsConfig } from './SmartAccountsConfig.js'

const json = (value: string): unknown => {
  try {
    return JSON.parse(value)
  } catch {
    return undefined
  }
}

const envSchema = z.object({
  BUNDLER_UPSTREAMS: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (!value) return {}
      const parsed = z.record(caip2ChainIdSchema, z.url({ protocol: /^https?$/ })).safeParse(json(value))
      if (parsed.success) return parsed.data
      ctx.addIssue({
        code: 'custom',
        message: 'BUNDLER_UPSTREAMS is a JSON object {"eip155:1":"https://..."}',
      })
      return z.NEVER
    }),
  PAYMASTER_ADDRESS: z
    .string()
    .regex(/^0x[0-9a-fA-F]{40}$/, 'PAYMASTER_ADDRESS is an address, 0x and 40 hex digits')
    .optional(),
  PAYMASTER_SIGNER_KEY: z
    .string()
    .regex(/^0x[0-9a-fA-F]{64}$/, 'PAYMASTER_SIGNER_KEY is a private key, 0x and 64 hex digits')
    .optional(),
  PAYMASTER_CHAINS: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (!value) return undefined
      const chains = value.split(',').map((each) => each.trim())
      const parsed = z.array(caip2ChainIdSchema).safeParse(chains)
      if (parsed.success) return parsed.data
      ctx.addIssue({
        code: 'custom',
        message: 'PAYMASTER_CHAINS is a comma-separated list of CAIP-2 chain ids',
      })
      return z.NEVER
    }),
})

/**
 * The smart-account settings (docs/cloud.md#smart-accounts-bundler-and-paymaster): BUNDLER_UPSTREAMS,
 * PAYMASTER_ADDRESS with PAYMASTER_SIGNER_KEY (both or neither), PAYMASTER_CHAINS.
 */
export function loadSmartAccountsConfig(env: NodeJS.ProcessEnv): SmartAccountsConfig {
  const parsed = envSchema.safeParse(env)
  if (!parsed.success) throw new Error(`Invalid configuration: ${z.prettifyError(parsed.error)}`)
  const e = parsed.data
  if ((e.PAYMASTER_ADDRESS === undefined) !== (e.PAYMASTER_SIGNER_KEY === undefined)) {
    throw new Error('Invalid configuration: PAYMASTER_ADDRESS and PAYMASTER_SIGNER_KEY go together')
  }
  return {
    bundlers: e.BUNDLER_UPSTREAMS,
    paymaster:
      e.PAYMASTER_ADDRESS && e.PAYMASTER_SIGNER_KEY
        ? {
            address: e.PAYMASTER_ADDRESS as `0x${string}`,
            signerKey: e.PAYMASTER_SIGNER_KEY as `0x${string}`,
          }
        : undefined,
    paymasterChains: e.PAYMASTER_CHAINS,
  }
}
