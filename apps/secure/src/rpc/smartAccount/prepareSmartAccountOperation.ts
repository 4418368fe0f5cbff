import { BaseError, http, type PublicClient, RpcRequestError } from 'viem'
import {
  createBundlerClient,
  createPaymasterClient,
  type SmartAccount,
  type UserOperation,
} from 'viem/account-abstraction'
import { bundlerFailure } from './bundlerFailure.js'
import { SMART_ACCOUNT_POLLING } from './openSimpleAccount.js'

/** The cloud paymaster's refusals (ERC-7677 errors) after which the operation goes unsponsored, and why. */
const SPONSORSHIP_REFUSALS = {
  [-32010]: 'sponsorship_disabled',
  [-32011]: 'sponsorship_limit_reached',
} as const

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
 * Any other failure is the bundler's refusal, or the bundler lost (bundlerFailure).
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
  const prepare = async (bundler: ReturnType<typeof bundlerOf>) => {
    const { account: _, ...operation } = await bundler.prepareUserOperation({ account, calls: [...calls] })
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
  const operation = await prepare(bundler).catch(refused)
  return { bundler, operation, sponsor: undefined, unsponsored }
}
