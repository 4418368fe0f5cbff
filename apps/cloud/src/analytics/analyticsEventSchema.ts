import { z } from 'zod'

/** Body of `POST /e` (spec §7): eventId, url, domain, timestamp, props (event data plus address). */
export const analyticsEventSchema = z.object({
  eventId: z.string().min(1).max(128),
  url: z.string().max(2_048),
  domain: z.string().max(255),
  timestamp: z.number().finite().nonnegative(),
  props: z.looseObject({
    type: z.string().max(64).optional(),
    event: z.string().max(128).optional(),
  }),
})

/** Props of an error report (spec §7): type 'error', event, errorType, errorMessage, stackTrace. */
export const errorReportPropsSchema = z.looseObject({
  type: z.literal('error'),
  event: z.string().max(128).optional(),
  errorType: z.string().min(1).max(256),
  errorMessage: z.string().max(4_096),
  stackTrace: z.string().max(32_768).optional(),
})

export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>
