import { ALERTS, type AlertCode, MESSAGES, type MessageCode } from './catalogue.js'

export type MessageParameters = Record<string, string | number | bigint>

function fill(template: string, parameters: MessageParameters): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in parameters ? String(parameters[name]) : placeholder,
  )
}

/**
 * The catalogue text of `code` with its `{name}` parameters filled. Unknown parameters stay as
 * written, so a missing value shows rather than vanishing.
 * @example formatMessage('HTTP_STATUS', { status: 404 }) // 'HTTP status code: 404'
 */
export function formatMessage(code: MessageCode, parameters: MessageParameters = {}): string {
  return fill(MESSAGES[code], parameters)
}

/** An alert of the catalogue with its description's parameters filled. */
export function formatAlert(
  code: AlertCode,
  parameters: MessageParameters = {},
): { title: string; description: string; variant: (typeof ALERTS)[AlertCode]['variant'] } {
  const alert = ALERTS[code]
  return { title: alert.title, description: fill(alert.description, parameters), variant: alert.variant }
}
