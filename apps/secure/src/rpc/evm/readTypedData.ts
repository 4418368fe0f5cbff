import { type TypedDataDefinition, validateTypedData } from 'viem'
import { FrameRpcError } from '../FrameRpcError.js'

/**
 * Reads `eth_signTypedData_v4`'s typed data (a JSON string, or an object) and checks it against its types (viem's
 * EIP-712 rules); typed data for another chain than the request's is refused.
 */
export function readTypedData(raw: unknown, chainId: number): TypedDataDefinition {
  let typedData: unknown = raw
  if (typeof raw === 'string') {
    try {
      typedData = JSON.parse(raw)
    } catch {
      throw new FrameRpcError('The typed data is not JSON', 'invalid_params')
    }
  }
  const candidate = typedData as Partial<TypedDataDefinition> | null
  if (
    typeof candidate !== 'object' ||
    candidate === null ||
    typeof candidate.primaryType !== 'string' ||
    typeof candidate.types !== 'object' ||
    typeof candidate.message !== 'object'
  )
    throw new FrameRpcError('Expected typed data with types, primaryType and message', 'invalid_params')
  const { EIP712Domain: _domain, ...types } = candidate.types as Record<string, unknown>
  const definition = { ...candidate, types } as TypedDataDefinition
  try {
    validateTypedData(definition)
  } catch (error) {
    const reason = (error as { shortMessage?: string }).shortMessage ?? 'Invalid typed data'
    throw new FrameRpcError(reason, 'invalid_params')
  }
  const domainChain = (definition.domain as { chainId?: unknown } | undefined)?.chainId
  if (domainChain !== undefined && Number(domainChain) !== chainId)
    throw new FrameRpcError(
      `The typed data is for chain ${Number(domainChain)}, not ${chainId}`,
      'invalid_params',
    )
  return definition
}
