import { handleApproveSession } from './handleApproveSession.js'
import { handleBatchFetchMessages } from './handleBatchFetchMessages.js'
import { handleProposeSession } from './handleProposeSession.js'
import { handleBatchPublish, handlePublish } from './handlePublish.js'
import { handleBatchSubscribe, handleSubscribe } from './handleSubscribe.js'
import { handleBatchUnsubscribe, handleUnsubscribe } from './handleUnsubscribe.js'
import type { RelayHandler } from './RelayHandler.js'

/** The relay's JSON-RPC methods. */
export const RELAY_HANDLERS: Readonly<Record<string, RelayHandler>> = {
  irn_subscribe: handleSubscribe,
  irn_batchSubscribe: handleBatchSubscribe,
  irn_unsubscribe: handleUnsubscribe,
  irn_batchUnsubscribe: handleBatchUnsubscribe,
  irn_publish: handlePublish,
  irn_batchPublish: handleBatchPublish,
  irn_batchFetchMessages: handleBatchFetchMessages,
  wc_proposeSession: handleProposeSession,
  wc_approveSession: handleApproveSession,
}
