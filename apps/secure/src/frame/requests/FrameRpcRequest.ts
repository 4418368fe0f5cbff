/** RPC_REQUEST's payload: a JSON-RPC request for the network `chainId`, and the RPC URL the widget named for it. */
export type FrameRpcRequest = {
  method: string
  params?: unknown
  chainId: string
  chainNamespace: string
  rpcUrl?: string
}
