/** Where a request goes: its CAIP-2 network and, when the widget or the frame's query gave one, that network's RPC URL. */
export interface RpcContext {
  chainId: string
  rpcUrl?: string | undefined
}
