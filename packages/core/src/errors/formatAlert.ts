import { ALERTS, type AlertCode } from './alerts.js'
import { fillMessage } from './fillMessage.js'
import type { MessageParameters } from './formatMessage.js'

/** An alert of the catalogue with its description's parameters filled. */
export function formatAlert(
  code: AlertCode,
  parameters: MessageParameters = {},
): { title: string; description: string; variant: (typeof ALERTS)[AlertCode]['variant'] } {
  const alert = ALERTS[code]
  return {
    title: alert.title,
    description: fillMessage(alert.description, parameters),
    variant: alert.variant,
  }
}
