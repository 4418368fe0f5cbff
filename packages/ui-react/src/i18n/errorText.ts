import { isMessageKey, isNetworkFailure, type Translate } from '@portico/core'

function textOf(error: object): string | undefined {
  if ('shortMessage' in error && typeof error.shortMessage === 'string') return error.shortMessage
  return error instanceof Error ? error.message : undefined
}

/**
 * What the visitor reads for an error: a Portico error's catalogue text (`error.<code>`) in the
 * current locale, with the error's values (when it has them all); else its short message; else
 * its message. A request that never reached its server reads as what to do (`error.NETWORK_UNREACHABLE`).
 */
export function errorText(error: unknown, t: Translate): string {
  if (typeof error !== 'object' || error === null) return String(error)
  if (isNetworkFailure(error)) return t('error.NETWORK_UNREACHABLE')
  const code = 'code' in error && typeof error.code === 'string' ? error.code : undefined
  const key = `error.${code}`
  if (code !== undefined && isMessageKey(key)) {
    const values = 'values' in error && typeof error.values === 'object' ? error.values : undefined
    const text = t(key, (values ?? {}) as Record<string, string | number>)
    // An error thrown without the values of its text: its own message beats a bare placeholder.
    if (!/\{\w+\}/.test(text)) return text
  }
  return textOf(error) ?? String(error)
}
