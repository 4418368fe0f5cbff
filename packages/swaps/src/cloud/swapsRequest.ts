import { createHttpClient, SDK_TYPE, SDK_VERSION } from '@portico/core'
import type { SwapsCloud } from './SwapsCloud.js'
import { toSwapError } from './toSwapError.js'

/** One call of the cloud's convert routes, on the project's scope; a failure is a SwapError with the cloud's code. */
export async function swapsRequest<Answer>(
  cloud: SwapsCloud,
  request: { path: string; params?: Record<string, string>; body?: unknown },
): Promise<Answer> {
  const http = createHttpClient({ baseUrl: cloud.cloudUrl, signal: cloud.signal })
  const params = { projectId: cloud.projectId, st: SDK_TYPE, sv: SDK_VERSION, ...request.params }
  try {
    return request.body === undefined
      ? await http.get<Answer>({ path: request.path, params })
      : await http.post<Answer>({ path: request.path, params, body: request.body })
  } catch (error) {
    throw toSwapError(error)
  }
}
