import { z } from 'zod'

/** The body of every error answer of the cloud: a stable code, a message, and details for some codes. */
export const cloudErrorSchema = z.object({
  error: z.string(),
  message: z.string(),
  details: z.unknown().optional(),
})

export type CloudErrorBody = z.infer<typeof cloudErrorSchema>
