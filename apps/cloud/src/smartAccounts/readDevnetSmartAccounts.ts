import { readFile } from 'node:fs/promises'
import { z } from 'zod'
import type { SmartAccountsConfig } from './SmartAccountsConfig.js'

const devnetFileSchema = z.looseObject({
  eip155: z.looseObject({
    smartAccounts: z.looseObject({
      paymaster: z.string().regex(/^0x[0-9a-fA-F]{40}$/),
      paymasterSigner: z.looseObject({ privateKey: z.string().regex(/^0x[0-9a-fA-F]{64}$/) }),
      bundlers: z.array(
        z.looseObject({ chainId: z.number().int().positive(), url: z.url({ protocol: /^https?$/ }) }),
      ),
    }),
  }),
})

/**
 * The devnet file's ERC-4337 world (@portico/devnet's `eip155.smartAccounts`): its bundler per chain and its
 * paymaster with the signer key made for this run. A missing file, or one without it, yields no bundler.
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
  const { paymaster, paymasterSigner, bundlers } = parsed.data.eip155.smartAccounts
  return {
    bundlers: Object.fromEntries(bundlers.map(({ chainId, url }) => [`eip155:${chainId}`, url])),
    paymaster: {
      address: paymaster as `0x${string}`,
      signerKey: paymasterSigner.privateKey as `0x${string}`,
    },
  }
}
