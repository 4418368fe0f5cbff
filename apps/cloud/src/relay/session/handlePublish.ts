import { batchPublishParams } from '../relayParamsSchemas.js'
import { checkBatch } from './checkBatch.js'
import { checkMessage } from './checkMessage.js'
import { parseParams } from './parseParams.js'
import type { RelayHandler } from './RelayHandler.js'
import { readPublishParams } from './readPublishParams.js'
import { storeMessage } from './storeMessage.js'

/** `irn_publish`: answered once the message is stored. */
export const handlePublish: RelayHandler = async (context, params) => {
  const { topic, message, ttl, tag = 0 } = readPublishParams(params)
  checkMessage(context.limits, message, ttl)
  await context.quotas.takePublishes(1)
  await storeMessage(context, { topic, message, ttl, tag })
  return true
}

/** `irn_batchPublish`: every message is checked before any is stored; answered once all are. */
export const handleBatchPublish: RelayHandler = async (context, params) => {
  const { messages } = parseParams(batchPublishParams, params)
  checkBatch(messages.length, context.limits.maxBatch)
  for (const { message, ttl } of messages) checkMessage(context.limits, message, ttl)
  await context.quotas.takePublishes(messages.length)
  for (const { topic, message, ttl, tag = 0 } of messages)
    await storeMessage(context, { topic, message, ttl, tag })
  return true
}
