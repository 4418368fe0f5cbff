import { ValidationError } from '@portico/core'
import { planEvmSend } from '../evm/planEvmSend.js'
import { planSolanaSend } from '../solana/planSolanaSend.js'
import type { SendPlan } from './SendPlan.js'
import type { SendPlanInput } from './SendPlanInput.js'

/** Checks a send on its namespace's network (EVM or Solana; any other is 'Unsupported chain'). */
export function planSend(input: SendPlanInput, usdtLikeTokens: readonly string[]): Promise<SendPlan> {
  const namespace = input.network.chainNamespace
  if (namespace === 'eip155') return planEvmSend(input, usdtLikeTokens)
  if (namespace === 'solana') return planSolanaSend(input)
  return Promise.reject(new ValidationError('UNSUPPORTED_CHAIN'))
}
