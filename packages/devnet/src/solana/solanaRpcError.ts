import { DevnetError } from '../errors/DevnetError.js'

/** An error answered over Solana JSON-RPC, with the code, message and data a real validator sends. */
export class SolanaRpcError extends DevnetError {
  override name = 'SolanaRpcError'
  readonly rpcCode: number
  readonly data: unknown

  constructor(rpcCode: number, message: string, data?: unknown) {
    super({ code: 'DEVNET_SOLANA_RPC_ERROR', shortMessage: message })
    this.rpcCode = rpcCode
    this.data = data
  }
}

export const invalidParams = (detail: string) => new SolanaRpcError(-32602, `Invalid params: ${detail}`)
export const invalidParam = (detail: string) => new SolanaRpcError(-32602, `Invalid param: ${detail}`)
