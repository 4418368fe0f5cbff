import { SEND_NAMESPACES } from '../constants/namespaces.js'
import { ValidationError } from '../errors/ValidationError.js'
import type { TokenBalance } from '../types/account.js'
import type { ChainNamespace } from '../types/namespace.js'

export interface SendInput {
  namespace: ChainNamespace | undefined
  amount: string | number | undefined
  receiverAddress: string | undefined
  token: TokenBalance | undefined
}

export type ValidSendInput = {
  namespace: (typeof SEND_NAMESPACES)[number]
  amount: string | number
  receiverAddress: string
  token: TokenBalance
}

/**
 * Checks a send (docs/behaviour.md#validation) in the documented order: 'An amount and receiver address are required',
 * then 'A token is required', then 'Unsupported chain' outside EVM and Solana.
 */
export function validateSendInput(input: SendInput): ValidSendInput {
  const { namespace, amount, receiverAddress, token } = input
  if (amount === undefined || amount === '' || !receiverAddress) {
    throw new ValidationError('SEND_AMOUNT_AND_RECEIVER_REQUIRED')
  }
  if (!token) throw new ValidationError('SEND_TOKEN_REQUIRED')
  if (!(SEND_NAMESPACES as readonly (ChainNamespace | undefined)[]).includes(namespace)) {
    throw new ValidationError('UNSUPPORTED_CHAIN')
  }
  return { namespace: namespace as ValidSendInput['namespace'], amount, receiverAddress, token }
}
