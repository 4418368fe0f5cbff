import { readFile } from 'node:fs/promises'
import { z } from 'zod'
import type { SmartAccountsConfig } from './SmartAccountsConfig.js'

const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/)
const delegationSchema = z.looseObject({
  delegationManager: address,
  eip7702StatelessDeleGator: address,
  enforcers: z.looseObject({
    nativeTokenPeriodTransfer: address,
    nativeTokenTransferAmount: address,
    erc20PeriodTransfer: address,
    erc20TransferAmount: address,
    timestamp: address,
    exactCalldata: address,
    valueLte: address,
  }),
})

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
  const { enforcers } = delegation ?? { enforcers: undefined }
  return {
    bundlers: Object.fromEntries(chains),
    // The framework is at the same addresses on every devnet chain.
    ...(delegation && enforcers
      ? {
          delegations: Object.fromEntries(
            chains.map(([chainId]) => [
              chainId,
              {
                delegationManager: delegation.delegationManager as `0x${string}`,
                eip7702StatelessDeleGator: delegation.eip7702StatelessDeleGator as `0x${string}`,
                enforcers: {
                  nativeTokenPeriodTransfer: enforcers.nativeTokenPeriodTransfer as `0x${string}`,
                  nativeTokenTransferAmount: enforcers.nativeTokenTransferAmount as `0x${string}`,
                  erc20PeriodTransfer: enforcers.erc20PeriodTransfer as `0x${string}`,
                  erc20TransferAmount: enforcers.erc20TransferAmount as `0x${string}`,
                  timestamp: enforcers.timestamp as `0x${string}`,
                  exactCalldata: enforcers.exactCalldata as `0x${string}`,
                  valueLte: enforcers.valueLte as `0x${string}`,
                },
              },
            ]),
          ),
        }
      : {}),
    paymaster: {
      address: paymaster as `0x${string}`,
      signerKey: paymasterSigner.privateKey as `0x${string}`,
    },
  }
}
