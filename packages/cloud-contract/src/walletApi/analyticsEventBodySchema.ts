import { z } from 'zod'

/** The body of `POST /e`: one analytics event or error report (`props.type` 'error'). */
export const analyticsEventBodySchema = z.object({
  eventId: z.string(),
  url: z.string(),
  domain: z.string(),
  timestamp: z.number(),
  props: z.looseObject({ type: z.string(), event: z.string() }),
})

export type AnalyticsEventBody = z.infer<typeof analyticsEventBodySchema>
