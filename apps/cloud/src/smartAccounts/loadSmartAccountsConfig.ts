import { z } from 'zod'
import { caip2ChainIdSchema } from '../chains/caip2ChainIdSchema.js'
import { delegationContractsSchema } from './delegationContractsSchema.js'
import type { DelegationContractsConfig, SmartAccountsConfig } from './SmartAccountsConfig.js'

const json = (value: string): unknown => {
  try {
    return JSON.parse(value)
  } catch {
    return undefined
  }
}

/** An EVM chain (grants are EIP-7702 delegations of an EOA): `eip155:` and a chain id. */
const eip155ChainIdSchema = z.string().regex(/^eip155:[1-9][0-9]{0,18}$/)

const DELEGATION_CONTRACTS_SHAPE =
  '{"eip155:8453":{"delegationManager":"0x…","eip7702StatelessDeleGator":"0x…","enforcers":{"nativeTokenPeriodTransfer":"0x…","nativeTokenTransferAmount":"0x…","erc20PeriodTransfer":"0x…","erc20TransferAmount":"0x…","timestamp":"0x…","exactCalldata":"0x…","valueLte":"0x…"}}} (null turns a chain off)'

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
  DELEGATION_CONTRACTS: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (!value) return undefined
      const parsed = z
        .record(eip155ChainIdSchema, delegationContractsSchema.nullable())
        .safeParse(json(value))
      if (parsed.success) return parsed.data as Record<string, DelegationContractsConfig | null>
      ctx.addIssue({
        code: 'custom',
        message: `DELEGATION_CONTRACTS is a JSON object ${DELEGATION_CONTRACTS_SHAPE}: ${z.prettifyError(parsed.error)}`,
      })
      return z.NEVER
    }),
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
 * PAYMASTER_ADDRESS with PAYMASTER_SIGNER_KEY (both or neither), PAYMASTER_CHAINS, DELEGATION_CONTRACTS. Outside
 * development a chain DELEGATION_CONTRACTS names must have a bundler: grants are offered only on the smart-account
 * networks (in development the devnet file may bring the bundler).
 */
export function loadSmartAccountsConfig(env: NodeJS.ProcessEnv, development: boolean): SmartAccountsConfig {
  const parsed = envSchema.safeParse(env)
  if (!parsed.success) throw new Error(`Invalid configuration: ${z.prettifyError(parsed.error)}`)
  const e = parsed.data
  if ((e.PAYMASTER_ADDRESS === undefined) !== (e.PAYMASTER_SIGNER_KEY === undefined)) {
    throw new Error('Invalid configuration: PAYMASTER_ADDRESS and PAYMASTER_SIGNER_KEY go together')
  }
  const withoutBundler = development
    ? undefined
    : Object.entries(e.DELEGATION_CONTRACTS ?? {}).find(
        ([chainId, contracts]) => contracts !== null && e.BUNDLER_UPSTREAMS[chainId] === undefined,
      )?.[0]
  if (withoutBundler) {
    throw new Error(
      `Invalid configuration: DELEGATION_CONTRACTS names ${withoutBundler}, which has no bundler in BUNDLER_UPSTREAMS: grants are offered only on smart-account networks`,
    )
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
    delegations: e.DELEGATION_CONTRACTS,
  }
}
