import type { MsgSend } from 'cosmjs-types/cosmos/bank/v1beta1/tx'
import type { AuthInfo, TxBody, TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx'

/** A transaction decoded down to its MsgSend messages. */
export type DecodedTx = { raw: TxRaw; body: TxBody; authInfo: AuthInfo; messages: MsgSend[] }
