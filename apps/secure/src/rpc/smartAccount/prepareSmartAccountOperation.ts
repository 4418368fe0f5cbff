import { BaseError, http, type PublicClient, parseEther, RpcRequestError } from 'viem'
import {
  createBundlerClient,
  createPaymasterClient,
  type SmartAccount,
  type UserOperation,
} from 'viem/account-abstraction'
import { bundlerFailure } from './bundlerFailure.js'
import { maximumOperationFee } from './maximumOperationFee.js'
import { SMART_ACCOUNT_POLLING } from './openSimpleAccount.js'
import { UnfundedFeeError } from './UnfundedFeeError.js'

/** The cloud paymaster's refusals (ERC-7677 errors) after which the operation goes unsponsored, and why. */
const SPONSORSHIP_REFUSALS = {
  [-32010]: 'sponsorship_disabled',
  [-32011]: 'sponsorship_limit_reached',
} as const

/**
 * What the account is lent, beyond what it holds, to estimate an operation the bundler refused: far more than any
 * operation's value and fee on a network the wallet serves.
 */
const LENT_BALANCE = parseEther('1000000')

export type UnsponsoredReason = (typeof SPONSORSHIP_REFUSALS)[keyof typeof SPONSORSHIP_REFUSALS]

export type PrepareSmartAccountOperationParameters = {
  client: PublicClient
  chainId: number
  account: SmartAccount
  bundlerUrl: string
  /** The project's paymaster (the cloud's ERC-7677 endpoint), when it sponsors this network. */
  paymasterUrl?: string | undefined
  /** What the operation runs, in order: one call, or a batch the Safe runs atomically through MultiSendCallOnly. */
  calls: readonly SmartAccountCall[]
}

/** One call of a user operation. */
export type SmartAccountCall = { to: `0x${string}`; value?: bigint | undefined; data?: `0x${string}` }

const refusalOf = (error: unknown): UnsponsoredReason | undefined => {
  if (!(error instanceof BaseError)) return undefined
  const refusal = error.walk((each) => each instanceof RpcRequestError && each.code in SPONSORSHIP_REFUSALS)
  return refusal ? SPONSORSHIP_REFUSALS[(refusal as RpcRequestError).code as -32010 | -32011] : undefined
}

/**
 * The calls as one user operation, prepared and estimated by the bundler: sponsored through the paymaster when there
 * is one (`sponsor`: the name the cloud gives the project), unsponsored when there is none or it refuses (its policy is
 * off now, or the account's day is over the limit: `unsponsored` says which), so the account then pays its own gas.
 * Any other failure is the bundler's refusal, or the bundler lost (bundlerFailure). An unsponsored operation the
 * bundler refuses is estimated again with the account lent a large balance (a state override of the estimate, which
 * spends nothing): estimated then, what the account lacked was its value and its fee, an UnfundedFeeError with the
 * most the fee can be at the gas price it was estimated with (maximumOperationFee: the node's fee per gas, as viem's
 * bundler client reads it, times the bundler's gas limits); the visitor is told that, before any screen, instead of the
 * bundler's raw revert.
 */
export async function prepareSmartAccountOperation({
  client,
  chainId,
  account,
  bundlerUrl,
  paymasterUrl,
  calls,
}: PrepareSmartAccountOperationParameters) {
  const bundlerOf = (paymaster?: Parameters<typeof createBundlerClient>[0]['paymaster']) =>
    createBundlerClient({
      client,
      transport: http(bundlerUrl),
      pollingInterval: SMART_ACCOUNT_POLLING,
      ...(paymaster ? { paymaster } : {}),
    })
  const prepare = async (bundler: ReturnType<typeof bundlerOf>, lent?: bigint) => {
    const { account: _, ...operation } = await bundler.prepareUserOperation({
      account,
      calls: [...calls],
      ...(lent === undefined ? {} : { stateOverride: [{ address: account.address, balance: lent }] }),
    })
    return operation as UserOperation<'0.7'>
  }
  const refused = (error: unknown): never => {
    throw bundlerFailure(error, chainId)
  }
  let unsponsored: UnsponsoredReason | undefined
  if (paymasterUrl) {
    const paymaster = createPaymasterClient({ transport: http(paymasterUrl) })
    let sponsor: string | undefined
    const bundler = bundlerOf({
      async getPaymasterStubData(parameters) {
        const stub = await paymaster.getPaymasterStubData(parameters)
        sponsor = stub.sponsor?.name
        return stub
      },
      getPaymasterData: (parameters) => paymaster.getPaymasterData(parameters),
    })
    try {
      return { bundler, operation: await prepare(bundler), sponsor: sponsor ?? '' }
    } catch (error) {
      unsponsored = refusalOf(error)
      if (!unsponsored) refused(error)
    }
  }
  const bundler = bundlerOf()
  const unfunded = async (error: unknown): Promise<never> => {
    const failure = bundlerFailure(error, chainId)
    if (failure.code !== 'user_operation_refused') throw failure
    const balance = await client.getBalance({ address: account.address }).catch(() => undefined)
    if (balance === undefined) throw failure
    const lent = await prepare(bundler, balance + LENT_BALANCE).catch(() => undefined)
    if (!lent) throw failure
    const value = calls.reduce((sum, each) => sum + (each.value ?? 0n), 0n)
    const fee = maximumOperationFee(lent)
    if (balance >= value + fee) throw failure
    throw new UnfundedFeeError(balance, value, fee)
  }
  const operation = await prepare(bundler).catch(unfunded)
  return { bundler, operation, sponsor: undefined, unsponsored }
}
