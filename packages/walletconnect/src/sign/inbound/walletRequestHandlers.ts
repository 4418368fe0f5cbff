import type { SignClientContext } from '../SignClientContext.js'
import type { SignMethod } from '../signTags.js'
import { answerPing } from './answerPing.js'
import { deletePairing } from './deletePairing.js'
import { deleteSession } from './deleteSession.js'
import { extendSession } from './extendSession.js'
import { leaveOwnRequest } from './leaveOwnRequest.js'
import { receiveSessionEvent } from './receiveSessionEvent.js'
import { settleSession } from './settleSession.js'
import { updateSession } from './updateSession.js'
import type { WalletRequest } from './WalletRequest.js'

/** Answers one kind of request from the wallet. */
export type WalletRequestHandler = (context: SignClientContext, request: WalletRequest) => Promise<void>

/** The client's handler of each Sign method a wallet's request can carry; any other is answered 'method not found'. */
export const walletRequestHandlers: Partial<Record<SignMethod, WalletRequestHandler>> = {
  wc_sessionSettle: settleSession,
  wc_sessionUpdate: updateSession,
  wc_sessionEvent: receiveSessionEvent,
  wc_sessionDelete: deleteSession,
  wc_sessionExtend: extendSession,
  wc_sessionPing: answerPing,
  wc_pairingPing: answerPing,
  wc_pairingDelete: deletePairing,
  wc_sessionPropose: leaveOwnRequest,
  wc_sessionRequest: leaveOwnRequest,
}
