import { HttpError } from '../errors/HttpError.js'

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[]

export interface HttpRequest {
  /** Path under the base URL, e.g. '/getWallets'. */
  path: string
  /** Query parameters; undefined, null, '' and empty lists are skipped, lists joined with commas. */
  params?: Record<string, QueryValue>
  headers?: Record<string, string>
  signal?: AbortSignal
}

export interface HttpRequestWithBody extends HttpRequest {
  /** Sent as JSON. */
  body?: unknown
}

export interface HttpClient {
  get<result = unknown>(request: HttpRequest): Promise<result>
  post<result = unknown>(request: HttpRequestWithBody): Promise<result>
  put<result = unknown>(request: HttpRequestWithBody): Promise<result>
  delete<result = unknown>(request: HttpRequestWithBody): Promise<result>
  /** GET returning the body as a Blob (wallet and token images). */
  getBlob(request: HttpRequest): Promise<Blob>
}

export interface HttpClientParameters {
  baseUrl: string
  /** Added to every request as the `clientId` query parameter. */
  clientId?: string
  /** Defaults to the global fetch, looked up at request time. */
  fetch?: typeof fetch
  /** Aborts every request of this client, pending or later (the instance's destroy()), with its reason. */
  signal?: AbortSignal
}

function toQueryString(value: QueryValue): string | undefined {
  if (value === undefined || value === null) return undefined
  const text = Array.isArray(value) ? value.join(',') : String(value)
  return text === '' ? undefined : text
}

/**
 * A signal aborted by whichever of the two aborts first, with that one's reason. Browsers before AbortSignal.any
 * (Safari 17.3 and older) get a controller of their own; only a search passes a signal of its own, so the few
 * listeners left on the client's signal there cost nothing.
 */
function eitherSignal(
  first: AbortSignal | undefined,
  second: AbortSignal | undefined,
): AbortSignal | undefined {
  if (!first || !second) return first ?? second
  if (typeof AbortSignal.any === 'function') return AbortSignal.any([first, second])
  const either = new AbortController()
  for (const signal of [first, second]) {
    if (signal.aborted) either.abort(signal.reason)
    else signal.addEventListener('abort', () => either.abort(signal.reason), { once: true })
  }
  return either.signal
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text()
  if (text === '') return undefined
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/**
 * The generic HTTP client of docs/behaviour.md#calls: GET, POST, PUT, DELETE with JSON bodies and a blob GET. It
 * adds the client id as a query parameter, skips empty parameters and throws an HttpError
 * 'HTTP status code: {status}' (with the parsed body) for a non-OK status.
 * @example
 * const api = createHttpClient({ baseUrl: 'http://127.0.0.1:8787', clientId })
 * const { data } = await api.get<{ data: Wallet[] }>({ path: '/getWallets', params: { page: 1, entries: 40 } })
 */
export function createHttpClient({
  baseUrl,
  clientId,
  fetch: fetchFn,
  signal: clientSignal,
}: HttpClientParameters): HttpClient {
  function urlOf({ path, params }: HttpRequest): string {
    const url = new URL(path.replace(/^\//, ''), baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`)
    for (const [name, value] of Object.entries({ ...params, clientId })) {
      const text = toQueryString(value)
      if (text !== undefined) url.searchParams.set(name, text)
    }
    return url.toString()
  }

  async function send(method: string, request: HttpRequestWithBody): Promise<Response> {
    const url = urlOf(request)
    const hasBody = request.body !== undefined
    const response = await (fetchFn ?? globalThis.fetch)(url, {
      method,
      headers: { ...(hasBody ? { 'Content-Type': 'application/json' } : {}), ...request.headers },
      body: hasBody ? JSON.stringify(request.body) : undefined,
      signal: eitherSignal(clientSignal, request.signal),
    })
    if (!response.ok) throw new HttpError({ status: response.status, url, body: await readBody(response) })
    return response
  }

  async function json<result>(method: string, request: HttpRequestWithBody): Promise<result> {
    return (await readBody(await send(method, request))) as result
  }

  return {
    get: (request) => json('GET', request),
    post: (request) => json('POST', request),
    put: (request) => json('PUT', request),
    delete: (request) => json('DELETE', request),
    getBlob: async (request) => (await send('GET', request)).blob(),
  }
}
