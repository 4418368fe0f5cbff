import { z } from 'zod'

const querySchema = z.strictObject({
  projectId: z.string().regex(/^[\w-]{1,128}$/),
  chainId: z.string().regex(/^(eip155|solana):[-\w]{1,64}$/),
  version: z.string().max(32).optional(),
  enableLogger: z.enum(['true', 'false']).optional(),
  rpcUrl: z.url({ protocol: /^https?$/ }).optional(),
})

/** The frame URL's query (spec §7: projectId, chainId, version, enableLogger, rpcUrl), checked; undefined if bad. */
export function readFrameQuery(search: string): z.output<typeof querySchema> | undefined {
  const parsed = querySchema.safeParse(Object.fromEntries(new URLSearchParams(search)))
  return parsed.success ? parsed.data : undefined
}
