import { PorticoError, type Translate, UserRejectedError } from '@portico/core'

/**
 * What the visitor reads for a failed check or send: the catalogue text of a typed error's code
 * (translated), the wallet's refusal as 'User rejected the request', anything else as 'Something went wrong'.
 */
export function errorText(t: Translate, error: unknown): string {
  if (error instanceof UserRejectedError) return t('error.USER_REJECTED')
  if (error instanceof PorticoError && error.code !== 'UNKNOWN') {
    const key = `error.${error.code}`
    const text = t(key as Parameters<Translate>[0], error.values as Record<string, string>)
    if (text !== key) return text
  }
  return t('error.SOMETHING_WENT_WRONG')
}
