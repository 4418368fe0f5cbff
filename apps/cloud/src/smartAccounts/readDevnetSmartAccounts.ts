import { readFile } from 'node:fs/promises'
import { z } from 'zod'
import { delegationContractsSchema } from './delegationContractsSchema.js'
import type { SmartAccountsConfig } from './SmartAccountsConfig.js'

// The setting's fields, read from a file that has more of them (the devnet deploys other enforcers too): z.object
// drops what it does not name.
const { enforcers, ...framework } = delegationContractsSchema.shape
const delegationSchema = z.object({ ...framework, enforcers: z.object(enforcers.shape) })

const devnetFileSchema = z.looseObject({
  eip155: z.looseObject({
    smartAccounts: z.looseObject({
      paymaster: z.string().regex(/^0x[0-9a-fA-F]{40}$/),
      paymasterSigner: z.looseObject({ privateKey: z.string().regex(/^0x[0-9a-fA-F]{64}$/) }),
      delegation: delegationSchema.optional(),
      bundlers: z.array(
        z.looseObject({ chainId: z.number().int().positive(), url: z.url({ protocol: /^https?$/ }) }),
      ),
    }),
  }),
})

/**
 * The devnet file's ERC-4337 world (@portico/devnet's `eip155.smartAccounts`): its bundler per chain and its
 * paymaster with the signer key made for this run, and its Delegation Framework on each of those chains. A missing file, or one without it, yields no bundler.
 */
export async function readDevnetSmartAccounts(file: string): Promise<SmartAccountsConfig> {
  let document: unknown
  try {
    document = JSON.parse(await readFile(file, 'utf8'))
  } catch {
    return { bundlers: {} }
  }
  const parsed = devnetFileSchema.safeParse(document)
  if (!parsed.success) return { bundlers: {} }
  const { paymaster, paymasterSigner, bundlers, delegation } = parsed.data.eip155.smartAccounts
  const chains = bundlers.map(({ chainId, url }) => [`eip155:${chainId}`, url] as const)
  return {
    bundlers: Object.fromEntries(chains),
    // The framework is at the same addresses on every devnet chain.
    ...(delegation
      ? { delegations: Object.fromEntries(chains.map(([chainId]) => [chainId, delegation])) }
      : {}),
    paymaster: {
      address: paymaster as `0x${string}`,
      signerKey: paymasterSigner.privateKey as `0x${string}`,
    },
  }
}
