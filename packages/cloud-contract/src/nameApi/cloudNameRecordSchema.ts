import { z } from 'zod'

/** A registered name as the name API answers it; `addresses` is keyed by coin type ('60': EVM). */
export const cloudNameRecordSchema = z.object({
  /** The full name, suffix included (e.g. `alice.portico.id`). */
  name: z.string(),
  registered: z.string(),
  updated: z.string(),
  addresses: z.record(z.string(), z.object({ address: z.string(), created: z.string() })),
  attributes: z.record(z.string(), z.string()),
})

export type CloudNameRecord = z.infer<typeof cloudNameRecordSchema>
