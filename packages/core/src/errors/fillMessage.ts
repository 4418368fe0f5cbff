import type { MessageParameters } from './formatMessage.js'

/** A catalogue text with its `{name}` placeholders filled; an unknown one stays as written, so a missing value shows. */
export function fillMessage(template: string, parameters: MessageParameters): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in parameters ? String(parameters[name]) : placeholder,
  )
}
