import { type Address, type Hex, keccak256, toBytes, toHex } from 'viem'
import { entryPoint07Address, getUserOperationHash } from 'viem/account-abstraction'
import { privateKeyToAccount } from 'viem/accounts'
import type { Project } from '../projects/Project.js'
import { METHOD_NOT_SUPPORTED } from '../rpc/forwardJsonRpc.js'
import type { JsonRpcRequest, JsonRpcResponse } from '../rpc/jsonRpcSchemas.js'
import type { Queryable } from '../storage/Storage.js'
import { maxUserOperationCost } from './maxUserOperationCost.js'
import { type PaymasterUserOperation, paymasterParamsSchema } from './paymasterParamsSchema.js'
import type { PaymasterConfig } from './SmartAccountsConfig.js'
import { signVerifyingPaymasterData } from './signVerifyingPaymasterData.js'
import { sponsoredOperationStore } from './sponsoredOperationStore.js'
import { SponsorshipRefusedError } from './sponsorshipRefusals.js'
import { sponsorshipSpendStore } from './sponsorshipSpendStore.js'

/** Gas the VerifyingPaymaster's validation takes at most (one ecrecover); it has no postOp. */
const PAYMASTER_VERIFICATION_GAS = 100_000n
const PAYMASTER_POST_OP_GAS = 0n
/** How long a signed sponsorship is good for on chain. */
export const SPONSORSHIP_VALIDITY_S = 600
/** Signs the stub data: a key the paymaster does not trust, so a stub never pays for anything on chain. */
const stubSigner = privateKeyToAccount(keccak256(toBytes('portico paymaster stub signer')))

export type AnswerPaymasterRequestParameters = {
  storage: Queryable
  project: Project
  /** CAIP-2, from the query. */
  chainId: string
  paymaster: PaymasterConfig | undefined
  request: JsonRpcRequest
  now?: () => number
}

/**
 * Answers one ERC-7677 request (`pm_getPaymasterStubData`, `pm_getPaymasterData`) for a project's sponsorship
 * policy: refusals and other methods are JSON-RPC errors in place.
 */
export async function answerPaymasterRequest(
  parameters: AnswerPaymasterRequestParameters,
): Promise<JsonRpcResponse> {
  const { request } = parameters
  const id = request.id ?? null
  try {
    if (request.method === 'pm_getPaymasterStubData')
      return { jsonrpc: '2.0', id, result: await stubData(parameters) }
    if (request.method === 'pm_getPaymasterData')
      return { jsonrpc: '2.0', id, result: await sponsor(parameters) }
    return {
      jsonrpc: '2.0',
      id,
      error: { code: METHOD_NOT_SUPPORTED, message: `Method not supported: ${request.method}` },
    }
  } catch (error) {
    if (!(error instanceof SponsorshipRefusedError)) throw error
    return { jsonrpc: '2.0', id, error: { code: error.code, message: error.message, data: error.data } }
  }
}

const paymasterFields = (paymaster: Address) => ({
  paymaster,
  paymasterVerificationGasLimit: toHex(PAYMASTER_VERIFICATION_GAS),
  paymasterPostOpGasLimit: toHex(PAYMASTER_POST_OP_GAS),
})

/** The user operation and the paymaster, once the params, the chain and the policy allow sponsoring it. */
async function sponsorable({
  storage,
  project,
  chainId,
  paymaster,
  request,
}: AnswerPaymasterRequestParameters) {
  const parsed = paymasterParamsSchema.safeParse(request.params)
  if (!parsed.success) {
    throw new SponsorshipRefusedError('invalid_user_operation', {
      issues: parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
    })
  }
  const [userOperation, , chainHex] = parsed.data
  const chain = Number(chainId.slice('eip155:'.length))
  if (!chainId.startsWith('eip155:') || BigInt(chainHex) !== BigInt(chain)) {
    throw new SponsorshipRefusedError(
      'invalid_user_operation',
      {},
      `The chain id is not the query's ${chainId}`,
    )
  }
  if (!project.sponsorship.enabled || !paymaster) throw new SponsorshipRefusedError('sponsorship_disabled')
  const key = { projectId: project.id, chainId, account: userOperation.sender }
  const limitWei = BigInt(project.sponsorship.dailyLimitPerAccountWei)
  return { userOperation, chain, paymaster, key, limitWei, storage }
}

async function stubData(parameters: AnswerPaymasterRequestParameters) {
  const { paymaster, key, limitWei, storage } = await sponsorable(parameters)
  const spentWei = await sponsorshipSpendStore.spentToday(storage, key)
  if (spentWei >= limitWei) {
    throw new SponsorshipRefusedError('sponsorship_limit_reached', {
      limitWei: limitWei.toString(),
      spentWei: spentWei.toString(),
    })
  }
  const signature = await stubSigner.signMessage({ message: 'portico paymaster stub' })
  return {
    ...paymasterFields(paymaster.address),
    paymasterData: `${validityRange(0, 0)}${signature.slice(2)}` as Hex,
    isFinal: false,
    sponsor: { name: parameters.project.name },
  }
}

async function sponsor(parameters: AnswerPaymasterRequestParameters) {
  const { userOperation, chain, paymaster, key, limitWei, storage } = await sponsorable(parameters)
  const gas = gasOf(userOperation)
  const costWei = maxUserOperationCost(gas)
  const spent = await sponsorshipSpendStore.record(storage, { ...key, costWei, limitWei })
  if (spent === undefined) {
    throw new SponsorshipRefusedError('sponsorship_limit_reached', {
      limitWei: limitWei.toString(),
      spentWei: (await sponsorshipSpendStore.spentToday(storage, key)).toString(),
      costWei: costWei.toString(),
    })
  }
  const validUntil = Math.floor((parameters.now ?? Date.now)() / 1000) + SPONSORSHIP_VALIDITY_S
  const signed = {
    ...gas,
    sender: userOperation.sender as Address,
    nonce: BigInt(userOperation.nonce),
    factory: userOperation.factory as Address | null | undefined,
    factoryData: userOperation.factoryData as Hex | null | undefined,
    callData: userOperation.callData as Hex,
  }
  const paymasterData = await signVerifyingPaymasterData({
    userOperation: signed,
    chainId: chain,
    paymaster: paymaster.address,
    signerKey: paymaster.signerKey,
    validUntil,
    validAfter: 0,
  })
  // Kept by its hash, which the receipt names: the spend is corrected to its real cost once it is in.
  const userOpHash = getUserOperationHash({
    chainId: chain,
    entryPointAddress: entryPoint07Address,
    entryPointVersion: '0.7',
    userOperation: {
      ...signed,
      factory: signed.factory ?? undefined,
      factoryData: signed.factoryData ?? undefined,
      paymaster: paymaster.address,
      paymasterData,
      signature: '0x',
    },
  })
  await sponsoredOperationStore.record(storage, { ...key, userOpHash, maxCostWei: costWei })
  return { ...paymasterFields(paymaster.address), paymasterData }
}

/** The operation's gas fields with the paymaster's own limits; all must be given to sign. */
function gasOf(userOperation: PaymasterUserOperation) {
  const { callGasLimit, verificationGasLimit, preVerificationGas, maxFeePerGas, maxPriorityFeePerGas } =
    userOperation
  if (
    !callGasLimit ||
    !verificationGasLimit ||
    !preVerificationGas ||
    !maxFeePerGas ||
    !maxPriorityFeePerGas
  ) {
    throw new SponsorshipRefusedError(
      'invalid_user_operation',
      {},
      'callGasLimit, verificationGasLimit, preVerificationGas, maxFeePerGas and maxPriorityFeePerGas are needed to sign',
    )
  }
  return {
    callGasLimit: BigInt(callGasLimit),
    verificationGasLimit: BigInt(verificationGasLimit),
    preVerificationGas: BigInt(preVerificationGas),
    maxFeePerGas: BigInt(maxFeePerGas),
    maxPriorityFeePerGas: BigInt(maxPriorityFeePerGas),
    paymasterVerificationGasLimit: PAYMASTER_VERIFICATION_GAS,
    paymasterPostOpGasLimit: PAYMASTER_POST_OP_GAS,
  }
}

/** `abi.encode(uint48 validUntil, uint48 validAfter)`. */
function validityRange(validUntil: number, validAfter: number): Hex {
  const word = (value: number) => value.toString(16).padStart(64, '0')
  return `0x${word(validUntil)}${word(validAfter)}`
}
