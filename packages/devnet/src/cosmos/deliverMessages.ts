import { MsgSendResponse } from 'cosmjs-types/cosmos/bank/v1beta1/tx'
import { TxMsgData } from 'cosmjs-types/cosmos/base/abci/v1beta1/abci'
import type { CosmosAccounts } from './CosmosAccounts.js'
import type { CosmosEvent } from './CosmosEvent.js'
import { CosmosTxError, sdkErrorCodes } from './CosmosTxError.js'
import type { DecodedTx } from './DecodedTx.js'
import { executeSend } from './executeSend.js'
import type { TxResult } from './TxResult.js'
import { txFailure } from './txFailure.js'
import { txGas } from './txGas.js'

/**
 * DeliverTx after the ante handler: out of gas, or every message run (all or none). A failure keeps
 * only the ante handler's events; the fee and sequence it took stay taken.
 */
export function deliverMessages(
  accounts: CosmosAccounts,
  decoded: DecodedTx,
  anteEvents: CosmosEvent[],
): TxResult {
  const gasWanted = decoded.authInfo.fee?.gasLimit ?? 0n
  const gasUsed = txGas(decoded)
  let result: TxResult
  if (gasUsed > gasWanted) {
    result = txFailure(
      sdkErrorCodes.outOfGas,
      `out of gas in location: txSize; gasWanted: ${gasWanted}, gasUsed: ${gasUsed}: out of gas`,
    )
  } else {
    try {
      for (const message of decoded.messages) accounts.checkSpendable(message.fromAddress, message.amount)
      const events = decoded.messages.flatMap((message) => executeSend(accounts, message))
      const data = TxMsgData.encode({
        data: [],
        msgResponses: decoded.messages.map(() => ({
          typeUrl: '/cosmos.bank.v1beta1.MsgSendResponse',
          value: MsgSendResponse.encode({}).finish(),
        })),
      }).finish()
      result = {
        code: 0,
        codespace: '',
        log: '',
        data,
        gasWanted,
        gasUsed,
        events: [...anteEvents, ...events],
      }
    } catch (error) {
      if (!(error instanceof CosmosTxError)) throw error
      result = txFailure(error.abciCode, error.shortMessage, error.codespace)
    }
  }
  if (result.code !== 0) result = { ...result, gasWanted, gasUsed, events: anteEvents }
  return result
}
