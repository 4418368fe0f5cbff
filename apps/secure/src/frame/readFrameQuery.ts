import { z } from 'zod/mini'

const querySchema = z.strictObject({
  projectId: z.string().check(z.regex(/^[\w-]{1,128}$/)),
  chainId: z.string().check(z.regex(/^(eip155|solana):[-\w]{1,64}$/)),
  version: z.optional(z.string().check(z.maxLength(32))),
  enableLogger: z.optional(z.enum(['true', 'false'])),
  rpcUrl: z.optional(z.url({ protocol: /^https?$/ })),
})

/** The frame URL's query (spec §7: projectId, chainId, version, enableLogger, rpcUrl), checked; undefined if bad. */
export function readFrameQuery(search: string): z.output<typeof querySchema> | undefined {
  const parsed = querySchema.safeParse(Object.fromEntries(new URLSearchParams(search)))
  return parsed.success ? parsed.data : undefined
}
