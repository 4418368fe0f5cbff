import { HttpError } from '@portico/core'

/** A JSON request to a Cosmos REST (LCD) API; a non-2xx answer is core's HttpError with the body. */
export async function fetchLcd<Answer>(
  restUrl: string,
  path: string,
  init: { body?: unknown; signal?: AbortSignal } = {},
): Promise<Answer> {
  const url = `${restUrl.replace(/\/+$/, '')}${path}`
  const response = await fetch(url, {
    ...(init.body === undefined
      ? {}
      : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(init.body) }),
    ...(init.signal ? { signal: init.signal } : {}),
  })
  const text = await response.text()
  const body: unknown = text ? JSON.parse(text) : undefined
  if (!response.ok) throw new HttpError({ status: response.status, url, body })
  return body as Answer
}
