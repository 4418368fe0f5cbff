import { type Address, getAddress, type Hex } from 'viem'
import { publicKeyToAddress } from 'viem/accounts'
import { z } from 'zod/mini'
import { FrameRpcError } from '../FrameRpcError.js'

const address = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/))
const quantity = z.string().check(z.regex(/^0x[0-9a-fA-F]{1,64}$/))
const seconds = z.number().check(z.int(), z.positive(), z.lte(2 ** 40))

const nativePeriodic = z.object({
  type: z.literal('native-token-periodic'),
  data: z.object({ periodAmount: quantity, periodDuration: seconds, startTime: z.optional(seconds) }),
})
const erc20Periodic = z.object({
  type: z.literal('erc20-token-periodic'),
  data: z.object({
    tokenAddress: address,
    periodAmount: quantity,
    periodDuration: seconds,
    startTime: z.optional(seconds),
  }),
})
const nativeAllowance = z.object({
  type: z.literal('native-token-allowance'),
  data: z.object({ allowance: quantity }),
})
const erc20Allowance = z.object({
  type: z.literal('erc20-token-allowance'),
  data: z.object({ tokenAddress: address, allowance: quantity }),
})

const requestSchema = z.object({
  chainId: z.string().check(z.regex(/^0x[0-9a-fA-F]{1,16}$/)),
  address: z.optional(address),
  expiry: seconds,
  signer: z.union([
    z.object({ type: z.literal('account'), data: z.object({ address }) }),
    z.object({
      type: z.literal('key'),
      data: z.object({
        type: z.literal('secp256k1'),
        publicKey: z.string().check(z.regex(/^0x04[0-9a-fA-F]{128}$/)),
      }),
    }),
  ]),
  permissions: z
    .array(z.discriminatedUnion('type', [nativePeriodic, erc20Periodic, nativeAllowance, erc20Allowance]))
    .check(z.length(1)),
})

/** One ERC-7715 permission the frame grants: an amount of the native token or of one ERC-20, per period or in total. */
export type RequestedPermission =
  | { kind: 'native'; amount: bigint; period?: { duration: number; start: number | undefined } }
  | {
      kind: 'erc20'
      token: Address
      amount: bigint
      period?: { duration: number; start: number | undefined }
    }

/** A `wallet_grantPermissions` request, checked. */
export type PermissionRequest = {
  chainId: number
  /** The account asked to grant, when the app names one. */
  address: Address | undefined
  /** Unix seconds after which the grant is void (TimestampEnforcer). */
  expiry: number
  /** Who may redeem it: the session key's or the app's account's address. */
  delegate: Address
  permission: RequestedPermission
  /** The request as the app sent it, echoed in the answer. */
  raw: { chainId: Hex; expiry: number; signer: unknown; permissions: unknown[] }
}

/**
 * Reads `wallet_grantPermissions`' first parameter (ERC-7715 as MetaMask names it: `chainId`, `expiry`, `signer` of
 * type `account` or a secp256k1 `key`, exactly one permission of type `native-token-periodic`,
 * `erc20-token-periodic`, `native-token-allowance` or `erc20-token-allowance`); anything else is an `invalid_params`
 * FrameRpcError (-32602) naming the first bad field.
 */
export function readPermissionRequest(raw: unknown): PermissionRequest {
  const parsed = requestSchema.safeParse(raw)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const where = issue?.path.length ? issue.path.join('.') : 'request'
    throw new FrameRpcError(
      `wallet_grantPermissions: ${where}: ${issue?.message ?? 'invalid'}`,
      'invalid_params',
    )
  }
  const { chainId, expiry, signer, permissions } = parsed.data
  const first = permissions[0]
  if (!first) throw new FrameRpcError('wallet_grantPermissions: permissions: empty', 'invalid_params')
  const delegate =
    signer.type === 'account'
      ? getAddress(signer.data.address)
      : publicKeyToAddress(signer.data.publicKey as Hex)
  const permission: RequestedPermission =
    first.type === 'native-token-periodic'
      ? {
          kind: 'native',
          amount: BigInt(first.data.periodAmount),
          period: { duration: first.data.periodDuration, start: first.data.startTime },
        }
      : first.type === 'erc20-token-periodic'
        ? {
            kind: 'erc20',
            token: getAddress(first.data.tokenAddress),
            amount: BigInt(first.data.periodAmount),
            period: { duration: first.data.periodDuration, start: first.data.startTime },
          }
        : first.type === 'native-token-allowance'
          ? { kind: 'native', amount: BigInt(first.data.allowance) }
          : {
              kind: 'erc20',
              token: getAddress(first.data.tokenAddress),
              amount: BigInt(first.data.allowance),
            }
  if (permission.amount === 0n)
    throw new FrameRpcError('wallet_grantPermissions: the amount must be above 0', 'invalid_params')
  return {
    chainId: Number(chainId),
    address: parsed.data.address ? getAddress(parsed.data.address) : undefined,
    expiry,
    delegate,
    permission,
    raw: { chainId: chainId as Hex, expiry, signer, permissions },
  }
}
