import { DevnetError } from '../errors/DevnetError.js'

/** A failed CheckTx/DeliverTx, with the SDK's ABCI code, codespace and log text. */
export class CosmosTxError extends DevnetError {
  override name = 'CosmosTxError'
  readonly abciCode: number
  readonly codespace: string

  constructor(abciCode: number, log: string, codespace = 'sdk') {
    super({ code: 'DEVNET_COSMOS_TX_FAILED', shortMessage: log })
    this.abciCode = abciCode
    this.codespace = codespace
  }
}

/** Cosmos SDK error codes (codespace `sdk`) the node answers with. */
export const sdkErrorCodes = {
  txDecode: 2,
  unauthorized: 4,
  insufficientFunds: 5,
  unknownRequest: 6,
  invalidAddress: 7,
  invalidPubKey: 8,
  outOfGas: 11,
  insufficientFee: 13,
  invalidCoins: 10,
  invalidRequest: 18,
  notFound: 22,
  wrongSequence: 32,
} as const
