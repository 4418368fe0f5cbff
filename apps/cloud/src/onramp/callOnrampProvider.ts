import type { z } from 'zod'
import { OnrampProviderError } from './onrampErrors.js'

/** The provider's own refusal of a request (amount out of its limits, ...), as opposed to a failure. */
export type OnrampProviderRefusal = { refused: { code: string; message: string } }

export type OnrampProviderRequest = {
  url: string
  method?: 'GET' | 'POST'
  headers: Record<string, string>
  /** Sent as JSON. */
  body?: unknown
  timeoutMs: number
  /** A 4xx answer's body as the provider's refusal, or undefined when it is not one. */
  refusalOf?: (body: unknown) => OnrampProviderRefusal | undefined
  /** The error a failure is (the caller's own, as Pay's PayExchangeError); unset: OnrampProviderError. */
  failure?: (reason: string, cause?: unknown) => Error
}

const timedOut = (error: unknown) => error instanceof Error && error.name === 'TimeoutError'

/**
 * One call to a provider's API, bounded by `timeoutMs`: a network failure, a timeout, a 5xx, a 401/403 or an
 * unreadable answer is OnrampProviderError (502; or the request's own `failure`); another 4xx the provider explains
 * (`refusalOf`) is its refusal.
 */
export async function callOnrampProvider<T>(
  provider: string,
  request: OnrampProviderRequest,
  schema: z.ZodType<T>,
): Promise<T | OnrampProviderRefusal> {
  const fail =
    request.failure ?? ((reason: string, cause?: unknown) => new OnrampProviderError(provider, reason, cause))
  let response: Response
  try {
    response = await fetch(request.url, {
      method: request.method ?? 'GET',
      headers: {
        accept: 'application/json',
        ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...request.headers,
      },
      ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
      signal: AbortSignal.timeout(request.timeoutMs),
    })
  } catch (error) {
    throw fail(timedOut(error) ? 'no answer in time' : 'unreachable', error)
  }
  let body: unknown
  try {
    body = await response.json()
  } catch (error) {
    throw fail(timedOut(error) ? 'no answer in time' : 'unreadable answer', error)
  }
  const { status } = response
  if (status >= 400 && status < 500 && status !== 401 && status !== 403) {
    const refusal = request.refusalOf?.(body)
    if (refusal) return refusal
  }
  if (!response.ok) throw fail(`answered ${status}`)
  const parsed = schema.safeParse(body)
  if (!parsed.success) throw fail('unreadable answer')
  return parsed.data
}
