import { escapeHtml } from './escapeHtml.js'

/** A form's hidden inputs: the signed parameters a sandbox's page posts back unchanged. */
export const renderHiddenFields = (fields: Iterable<[string, string]>): string =>
  [...fields]
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('')
