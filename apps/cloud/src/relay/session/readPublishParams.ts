import { isSafeText } from '../../http/input/isSafeText.js'
import { publishParams } from '../relayParamsSchemas.js'
import { parseParams } from './parseParams.js'

export type PublishParams = { topic: string; message: string; ttl: number; tag?: number | undefined }

const TOPIC = /^[0-9a-f]{64}$/i
const MAX_INT32 = 2 ** 31 - 1
const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_INT32

/**
 * The params of one publish, as `publishParams` reads them. The relay's hottest check, so a well-formed publish is
 * read by hand (about a tenth of zod's time for it); anything else goes through the schema, which gives the same
 * errors it always gave.
 */
export function readPublishParams(params: unknown): PublishParams {
  if (typeof params === 'object' && params !== null) {
    const { topic, message, ttl, tag } = params as Record<string, unknown>
    if (
      typeof topic === 'string' &&
      TOPIC.test(topic) &&
      typeof message === 'string' &&
      message.length > 0 &&
      isSafeText(message) &&
      isCount(ttl) &&
      (tag === undefined || isCount(tag))
    )
      return { topic, message, ttl, tag }
  }
  return parseParams(publishParams, params)
}
