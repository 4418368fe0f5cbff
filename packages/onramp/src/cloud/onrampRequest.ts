import { createHttpClient, SDK_TYPE, SDK_VERSION } from '@portico/core'
import type { OnrampCloud } from './OnrampCloud.js'
import { toOnrampError } from './toOnrampError.js'

/** One call of the cloud's on-ramp routes, on the project's scope; a failure is an OnrampError with the cloud's code. */
export async function onrampRequest<Answer>(
  cloud: OnrampCloud,
  request: { path: string; params?: Record<string, string>; body?: unknown },
): Promise<Answer> {
  const http = createHttpClient({ baseUrl: cloud.cloudUrl, signal: cloud.signal })
  const params = { projectId: cloud.projectId, st: SDK_TYPE, sv: SDK_VERSION, ...request.params }
  try {
    return request.body === undefined
      ? await http.get<Answer>({ path: request.path, params })
      : await http.post<Answer>({ path: request.path, params, body: request.body })
  } catch (error) {
    throw toOnrampError(error)
  }
}
