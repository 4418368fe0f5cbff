import { type StdFee, serializeSignDoc } from '@cosmjs/amino'
import { MsgSend } from 'cosmjs-types/cosmos/bank/v1beta1/tx'
import { SignMode } from 'cosmjs-types/cosmos/tx/signing/v1beta1/signing'
import { type AuthInfo, SignDoc, type TxBody } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import { CosmosTxError, sdkErrorCodes } from './CosmosTxError.js'

export const MSG_SEND_TYPE_URL = '/cosmos.bank.v1beta1.MsgSend'

export type SignBytesParameters = {
  mode: SignMode
  body: TxBody
  bodyBytes: Uint8Array
  authInfo: AuthInfo
  authInfoBytes: Uint8Array
  chainId: string
  accountNumber: bigint
  sequence: bigint
}

/** The bytes a signer signed, rebuilt the way the SDK does for SIGN_MODE_DIRECT and LEGACY_AMINO_JSON. */
export function signBytes(parameters: SignBytesParameters): Uint8Array {
  const { mode, bodyBytes, authInfoBytes, chainId, accountNumber } = parameters
  if (mode === SignMode.SIGN_MODE_DIRECT) {
    return SignDoc.encode(SignDoc.fromPartial({ bodyBytes, authInfoBytes, chainId, accountNumber })).finish()
  }
  if (mode === SignMode.SIGN_MODE_LEGACY_AMINO_JSON) return aminoSignBytes(parameters)
  throw new CosmosTxError(sdkErrorCodes.unauthorized, `signature mode ${mode} is not supported: unauthorized`)
}

function aminoSignBytes({
  body,
  authInfo,
  chainId,
  accountNumber,
  sequence,
}: SignBytesParameters): Uint8Array {
  const msgs = body.messages.map((message) => {
    const send = MsgSend.decode(message.value)
    return {
      type: 'cosmos-sdk/MsgSend',
      value: { from_address: send.fromAddress, to_address: send.toAddress, amount: send.amount },
    }
  })
  const fee: StdFee = {
    amount: authInfo.fee?.amount ?? [],
    gas: (authInfo.fee?.gasLimit ?? 0n).toString(),
    ...(authInfo.fee?.granter ? { granter: authInfo.fee.granter } : {}),
    ...(authInfo.fee?.payer ? { payer: authInfo.fee.payer } : {}),
  }
  return serializeSignDoc({
    chain_id: chainId,
    account_number: accountNumber.toString(),
    sequence: sequence.toString(),
    fee,
    msgs,
    memo: body.memo,
    ...(body.timeoutHeight ? { timeout_height: body.timeoutHeight.toString() } : {}),
  })
}
