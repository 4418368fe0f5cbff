import type { ProjectCloud } from '@portico/core'
import { PayError } from '../errors/PayError.js'
import type { PayContext } from './PayContext.js'

/** The cloud the exchange routes are asked of, on the app's project; `exchange_unavailable` without one. */
export function payCloudOf(context: Pick<PayContext, 'options' | 'signal'>): ProjectCloud {
  const { cloudUrl, projectId } = context.options
  if (!cloudUrl) throw new PayError('exchange_unavailable')
  return { cloudUrl, projectId, signal: context.signal }
}
