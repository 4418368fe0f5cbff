import type { Session, SessionNamespace } from '../SignTypes.js'

/** A request the wallet sent on `topic`, opened; its params as the methods the client answers carry them. */
export type WalletRequest = {
  topic: string
  id: number
  method: string
  // The wallet's params, per method (the official clients validate what they send).
  params: {
    namespaces: Record<string, SessionNamespace>
    controller: Session['peer']
    expiry: number
    chainId: string
    event?: { name: string; data: unknown }
    code: number
    message: string
  }
}
