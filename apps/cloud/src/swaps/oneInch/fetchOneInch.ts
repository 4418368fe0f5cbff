import type { z } from 'zod'
import { SwapProviderError, SwapProviderTimeoutError } from '../swapErrors.js'

export type OneInchSettings = { apiKey: string; baseUrl: string; timeoutMs: number }

/**
 * GET `<baseUrl>/swap/v6.0/<chain>/<path>` of the 1inch API with the key, read with `schema`. A timeout answers
 * swap_provider_timeout, an error status or an unreadable body swap_provider_error (both 502): never the upstream's
 * text, which may name the key.
 */
export async function fetchOneInch<Schema extends z.ZodType>(
  settings: OneInchSettings,
  chainId: string,
  path: string,
  query: Record<string, string>,
  schema: Schema,
): Promise<z.output<Schema>> {
  const chain = chainId.split(':')[1]
  const url = new URL(`${settings.baseUrl.replace(/\/$/, '')}/swap/v6.0/${chain}/${path}`)
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value)
  let response: Response
  try {
    response = await fetch(url, {
      headers: { authorization: `Bearer ${settings.apiKey}`, accept: 'application/json' },
      signal: AbortSignal.timeout(settings.timeoutMs),
    })
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError')
      throw new SwapProviderTimeoutError('1inch', error)
    throw new SwapProviderError('1inch', 'unreachable', error)
  }
  let body: unknown
  try {
    body = await response.json()
  } catch (error) {
    throw new SwapProviderError('1inch', `answered ${response.status} without JSON`, error)
  }
  if (!response.ok) {
    // 1inch says 400 when there is no route or too little liquidity; its description is safe to pass on.
    const description =
      typeof body === 'object' &&
      body !== null &&
      'description' in body &&
      typeof body.description === 'string'
        ? `: ${body.description.slice(0, 200)}`
        : ''
    throw new SwapProviderError('1inch', `answered ${response.status}${description}`)
  }
  const parsed = schema.safeParse(body)
  if (!parsed.success) throw new SwapProviderError('1inch', 'answered in an unexpected shape')
  return parsed.data
}
