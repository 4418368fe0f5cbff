import { LAB_PROJECT_ID } from '../projects/seededProjects.js'

/** What a route answered: its status, headers and JSON body (shapes are asserted by the tests), and the body's text. */
// biome-ignore lint/suspicious/noExplicitAny: shapes are asserted with expect
export type RouteAnswer = { status: number; body: any; text: string; headers: Headers }

/**
 * Calls a route of the cloud at `cloudUrl()` (its path may carry a query) for the lab project as the secure site's frame does: JSON body, the
 * secure site's Origin unless `origin` says another (null: none), a bearer `token` and more `headers` when given.
 */
export function callSecureRoute(cloudUrl: () => string, secureOrigin: string) {
  return async (
    method: string,
    path: string,
    {
      body,
      origin = secureOrigin,
      token,
      headers: more = {},
    }: { body?: unknown; origin?: string | null; token?: string; headers?: Record<string, string> } = {},
  ): Promise<RouteAnswer> => {
    const headers: Record<string, string> = { 'content-type': 'application/json', ...more }
    if (origin !== null) headers.origin = origin
    if (token) headers.authorization = `Bearer ${token}`
    const response = await fetch(
      `${cloudUrl()}${path}${path.includes('?') ? '&' : '?'}projectId=${LAB_PROJECT_ID}`,
      {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      },
    )
    const text = await response.text()
    return {
      status: response.status,
      body: text ? JSON.parse(text) : undefined,
      text,
      headers: response.headers,
    }
  }
}
