import { MsgSend } from 'cosmjs-types/cosmos/bank/v1beta1/tx'
import { AuthInfo, TxBody, TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import { CosmosTxError, sdkErrorCodes } from './CosmosTxError.js'
import type { DecodedTx } from './DecodedTx.js'
import { MSG_SEND_TYPE_URL } from './signBytes.js'

/** Decodes TxRaw, its body and auth info; any message but MsgSend is a parse error, as on a bank-only chain. */
export function decodeTx(txBytes: Uint8Array): DecodedTx {
  let raw: TxRaw
  let body: TxBody
  let authInfo: AuthInfo
  try {
    raw = TxRaw.decode(txBytes)
    body = TxBody.decode(raw.bodyBytes)
    authInfo = AuthInfo.decode(raw.authInfoBytes)
  } catch (cause) {
    throw new CosmosTxError(sdkErrorCodes.txDecode, `${String(cause)}: tx parse error`)
  }
  const messages = body.messages.map((message) => {
    if (message.typeUrl !== MSG_SEND_TYPE_URL) {
      throw new CosmosTxError(
        sdkErrorCodes.txDecode,
        `unable to resolve type URL ${message.typeUrl}: tx parse error`,
      )
    }
    return MsgSend.decode(message.value)
  })
  return { raw, body, authInfo, messages }
}
