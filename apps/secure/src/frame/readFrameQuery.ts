import { z } from 'zod/mini'
import { FRAME_LOCALES, type FrameLocale } from '../i18n/frameLocales.js'

const querySchema = z.strictObject({
  projectId: z.string().check(z.regex(/^[\w-]{1,128}$/)),
  chainId: z.string().check(z.regex(/^(eip155|solana):[-\w]{1,64}$/)),
  version: z.optional(z.string().check(z.maxLength(32))),
  enableLogger: z.optional(z.enum(['true', 'false'])),
  rpcUrl: z.optional(z.url({ protocol: /^https?$/ })),
  /** Portico's own: the widget's locale, the frame's screens' language until SYNC_DAPP_DATA names another. */
  /** Portico's own: the app's `features.smartSessions` (ERC-7715 grants, each still approved by the visitor). */
  smartSessions: z.optional(z.enum(['true', 'false'])),
  locale: z.optional(z.enum(Object.keys(FRAME_LOCALES) as [FrameLocale, ...FrameLocale[]])),
})

/**
 * The frame URL's query (docs/behaviour.md#calls: projectId, chainId, version, enableLogger, rpcUrl; and the widget's locale and smart-sessions switch),
 * checked; undefined if bad.
 */
export function readFrameQuery(search: string): z.output<typeof querySchema> | undefined {
  const parsed = querySchema.safeParse(Object.fromEntries(new URLSearchParams(search)))
  return parsed.success ? parsed.data : undefined
}
