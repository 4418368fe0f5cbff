import { SDK_TYPE, SDK_VERSION } from '../cloud/sdkVersion.js'
import { createHttpClient, type QueryValue } from './createHttpClient.js'

/** Where a feature's cloud routes are: the cloud, the project they are asked for, and the instance's lifetime. */
export interface ProjectCloud {
  readonly cloudUrl: string
  readonly projectId: string
  /** The instance's signal (the feature context's): destroy() ends a pending call. */
  readonly signal?: AbortSignal | undefined
}

export interface ProjectCloudRequest {
  /** Path under the cloud's URL, e.g. '/v1/convert/quotes'. */
  path: string
  params?: Record<string, QueryValue>
  /** With a body the call is a POST of it as JSON, without one a GET. */
  body?: unknown
}

/**
 * One call of a cloud route on a project's scope, as the feature packages make them (swaps, on-ramp): the project id
 * and the SDK's type and version ride along as query parameters. Fails with an HttpError carrying the cloud's code,
 * which the feature turns into its own error.
 */
export function projectCloudRequest<Answer>(
  cloud: ProjectCloud,
  request: ProjectCloudRequest,
): Promise<Answer> {
  const http = createHttpClient({
    baseUrl: cloud.cloudUrl,
    ...(cloud.signal ? { signal: cloud.signal } : {}),
  })
  const params = { projectId: cloud.projectId, st: SDK_TYPE, sv: SDK_VERSION, ...request.params }
  return request.body === undefined
    ? http.get<Answer>({ path: request.path, params })
    : http.post<Answer>({ path: request.path, params, body: request.body })
}
