import { LAB_ORIGIN } from '../apiSuite/apiSuiteFixtures.js'
import type { HostileRoute } from './HostileRoute.js'
import { HOSTILE_BODIES, HOSTILE_JSON, HOSTILE_TEXTS } from './hostileValues.js'

/** One request of the hostile suite, described by what it spoils. */
export type HostileCase = {
  label: string
  method: string
  /** Path and query, already encoded. */
  target: string
  headers: Record<string, string>
  body?: string
}

const SLOT = '"__hostile__"'

/** Every field path of a JSON body, nested objects and arrays included (`props.event`, `0.usd`). */
function fieldPaths(value: unknown, prefix: string[] = []): string[][] {
  if (typeof value !== 'object' || value === null) return []
  return Object.entries(value).flatMap(([key, child]) => [
    [...prefix, key],
    ...fieldPaths(child, [...prefix, key]),
  ])
}

/** The body with the field at `path` replaced by a marker (then swapped for raw JSON text), or removed. */
function withField(body: unknown, path: string[], mode: 'slot' | 'remove'): unknown {
  const copy = structuredClone(body) as Record<string, unknown>
  let parent = copy
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string, unknown>
  const last = path.at(-1) as string
  if (mode === 'remove') delete parent[last]
  else parent[last] = '__hostile__'
  return copy
}

/**
 * The requests that spoil one thing of `route` at a time, every other part valid: each path parameter, query
 * parameter and body field with each hostile value (and removed), the whole body with each hostile body or content
 * type, and the headers the cloud reads (Origin, X-Project-Id, X-Forwarded-For, Authorization).
 */
export function hostileCases(route: HostileRoute, adminToken: string): HostileCase[] {
  const params = route.params ?? {}
  const query = route.query ?? {}
  const baseHeaders: Record<string, string> = {
    origin: LAB_ORIGIN,
    ...(route.admin ? { authorization: `Bearer ${adminToken}` } : {}),
    ...route.headers,
    ...(route.body === undefined ? {} : { 'content-type': 'application/json' }),
  }
  const validBody = route.body === undefined ? undefined : JSON.stringify(route.body)
  const target = (spoilParams: Record<string, string>, spoilQuery: Record<string, string | undefined>) => {
    const path = route.path.replace(
      /:(\w+)/g,
      (_, name: string) => spoilParams[name] ?? encodeURIComponent(params[name] ?? ''),
    )
    const search = Object.entries({
      ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, encodeURIComponent(v)])),
      ...spoilQuery,
    })
      .filter((entry): entry is [string, string] => entry[1] !== undefined)
      .map(([key, value]) => `${key}=${value}`)
      .join('&')
    return search ? `${path}?${search}` : path
  }
  const request = (label: string, changes: Partial<HostileCase>): HostileCase => ({
    label,
    method: route.method,
    target: target({}, {}),
    headers: baseHeaders,
    ...(validBody === undefined ? {} : { body: validBody }),
    ...changes,
  })

  const cases: HostileCase[] = [request('valid', {})]
  for (const name of Object.keys(params)) {
    for (const value of HOSTILE_TEXTS) {
      cases.push(request(`path ${name}: ${value.label}`, { target: target({ [name]: value.encoded }, {}) }))
    }
  }
  for (const name of [...Object.keys(query), 'projectId', 'unknownParameter']) {
    cases.push(request(`query ${name}: missing`, { target: target({}, { [name]: undefined }) }))
    cases.push(
      request(`query ${name}: twice`, {
        target: `${target({}, {})}${route.query ? '&' : '?'}${name}=a&${name}=b`,
      }),
    )
    for (const value of HOSTILE_TEXTS) {
      cases.push(request(`query ${name}: ${value.label}`, { target: target({}, { [name]: value.encoded }) }))
    }
  }
  for (const header of ['origin', 'x-project-id', 'x-forwarded-for', 'authorization']) {
    for (const value of HOSTILE_TEXTS) {
      if (value.header === undefined) continue
      cases.push(
        request(`header ${header}: ${value.label}`, { headers: { ...baseHeaders, [header]: value.header } }),
      )
    }
  }
  if (route.body !== undefined) {
    for (const path of fieldPaths(route.body)) {
      const field = path.join('.')
      cases.push(
        request(`body ${field}: missing`, { body: JSON.stringify(withField(route.body, path, 'remove')) }),
      )
      const slotted = JSON.stringify(withField(route.body, path, 'slot'))
      for (const value of HOSTILE_JSON) {
        cases.push(request(`body ${field}: ${value.label}`, { body: slotted.replace(SLOT, value.json) }))
      }
    }
    for (const value of HOSTILE_JSON) cases.push(request(`body: ${value.label}`, { body: value.json }))
  }
  if (route.method !== 'GET') {
    for (const { label, contentType, body } of HOSTILE_BODIES) {
      const { 'content-type': _, ...headers } = baseHeaders
      cases.push(
        request(`content: ${label}`, {
          headers: contentType ? { ...headers, 'content-type': contentType } : headers,
          body,
        }),
      )
    }
  }
  return cases
}
