import { z } from 'zod'
import {
  EVENT_PROPS_SHAPE,
  MAX_ERROR_REPORT_PROPS_BYTES,
  MAX_EVENT_PROPS_BYTES,
} from '../constants/inputLimits.js'
import { checkJsonShape } from '../http/input/checkJsonShape.js'
import { safeText } from '../http/input/safeText.js'

/**
 * Event props: at most EVENT_PROPS_SHAPE deep and wide, at most MAX_EVENT_PROPS_BYTES serialised
 * (MAX_ERROR_REPORT_PROPS_BYTES for an error report).
 */
const propsSchema = z
  .looseObject({
    type: safeText(64).optional(),
    event: safeText(128).optional(),
  })
  .superRefine((props, ctx) => {
    const issue = checkJsonShape(props, EVENT_PROPS_SHAPE)
    if (issue) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path ? issue.path.split('.') : [] })
      return
    }
    const max = props.type === 'error' ? MAX_ERROR_REPORT_PROPS_BYTES : MAX_EVENT_PROPS_BYTES
    if (Buffer.byteLength(JSON.stringify(props)) > max) {
      ctx.addIssue({ code: 'custom', message: `larger than ${max} bytes as JSON` })
    }
  })

/** Body of `POST /e` (docs/behaviour.md#calls): eventId, url, domain, timestamp, props (event data plus address). */
export const analyticsEventSchema = z.object({
  eventId: safeText(128).min(1),
  url: safeText(2_048),
  domain: safeText(255),
  timestamp: z.number().finite().nonnegative(),
  props: propsSchema,
})

/** Props of an error report (docs/behaviour.md#calls): type 'error', event, errorType, errorMessage, stackTrace. */
export const errorReportPropsSchema = z.looseObject({
  type: z.literal('error'),
  event: safeText(128).optional(),
  errorType: safeText(256).min(1),
  errorMessage: safeText(4_096),
  stackTrace: safeText(8_192).optional(),
})

export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>
