import { z } from 'zod'
import { MAX_RPC_BATCH } from '../constants/rateLimits.js'

export const jsonRpcRequestSchema = z.object({
  jsonrpc: z.literal('2.0'),
  id: z.union([z.string().max(128), z.number(), z.null()]).optional(),
  method: z.string().min(1).max(128),
  params: z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())]).optional(),
})

/** A JSON-RPC 2.0 body: one request or a batch. */
export const jsonRpcBodySchema = z.union([
  jsonRpcRequestSchema,
  z.array(jsonRpcRequestSchema).min(1).max(MAX_RPC_BATCH),
])

export type JsonRpcRequest = z.infer<typeof jsonRpcRequestSchema>
export type JsonRpcResponse = {
  jsonrpc: '2.0'
  id: string | number | null
  result?: unknown
  error?: { code: number; message: string; data?: unknown }
}
