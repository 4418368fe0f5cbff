import { z } from 'zod/mini'
import { measureMessage } from './measureMessage.js'
import { SOCIAL_STARTED_TYPE } from './protocolTypes.js'

const socialStartedSchema = z.strictObject({ type: z.literal(SOCIAL_STARTED_TYPE) })

/**
 * Whether the pop-up's message is the start page's `{ type: SOCIAL_STARTED_TYPE }`, exactly (the caller has pinned
 * `event.source` to the pop-up and `event.origin` to the secure site with acceptMessageEvent). Never throws.
 */
export function isSocialStarted(data: unknown): boolean {
  return measureMessage(data) === undefined && socialStartedSchema.safeParse(data).success
}
