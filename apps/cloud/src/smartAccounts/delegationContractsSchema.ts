import type { Address } from 'viem'
import { z } from 'zod'

const address = z
  .string()
  .regex(/^0x[0-9a-fA-F]{40}$/, 'an address, 0x and 40 hex digits')
  .transform((value) => value as Address)

/**
 * One chain's Delegation Framework as DELEGATION_CONTRACTS names it (docs/cloud.md#smart-accounts-bundler-and-paymaster):
 * the DelegationManager, the EIP7702StatelessDeleGator and the seven caveat enforcers an ERC-7715 grant is made of,
 * every one required and nothing else (a misspelt name is refused, not ignored). The devnet's file, which lists more
 * enforcers, is read with the same fields, its others dropped (readDevnetSmartAccounts).
 */
export const delegationContractsSchema = z.strictObject({
  delegationManager: address,
  eip7702StatelessDeleGator: address,
  enforcers: z.strictObject({
    nativeTokenPeriodTransfer: address,
    nativeTokenTransferAmount: address,
    erc20PeriodTransfer: address,
    erc20TransferAmount: address,
    timestamp: address,
    exactCalldata: address,
    valueLte: address,
  }),
})
