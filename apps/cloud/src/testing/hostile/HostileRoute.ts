/** A route of the cloud with valid values for each of its parameters; the hostile suite spoils one at a time. */
export type HostileRoute = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** Path with `:name` parameters, e.g. `/v1/account/:address/balance`. */
  path: string
  params?: Record<string, string>
  query?: Record<string, string>
  /** A valid JSON body; its fields (and those of nested objects) are spoiled one at a time. */
  body?: unknown
  /** Sent with the admin bearer token. */
  admin?: boolean
  /** More valid headers (a bearer token of the route's own); spoiled one at a time like the others. */
  headers?: Record<string, string>
  /** The status of the valid request when it is not a 2xx (a chain that is down, a signature made up). */
  validStatus?: number
}
