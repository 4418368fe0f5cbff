/** A JSON-RPC message as it travels in a topic's envelope: a request (`method`) or a response (`result`, `error`). */
export type RpcPayload = {
  id: number
  jsonrpc: '2.0'
  method?: string
  params?: unknown
  result?: unknown
  error?: { code: number; message: string }
}
