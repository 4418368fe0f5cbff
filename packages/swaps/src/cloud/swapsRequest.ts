import { type ProjectCloudRequest, projectCloudRequest } from '@portico/core'
import type { SwapsCloud } from './SwapsCloud.js'
import { toSwapError } from './toSwapError.js'

/** One call of the cloud's convert routes, on the project's scope; a failure is a SwapError with the cloud's code. */
export async function swapsRequest<Answer>(cloud: SwapsCloud, request: ProjectCloudRequest): Promise<Answer> {
  try {
    return await projectCloudRequest<Answer>(cloud, request)
  } catch (error) {
    throw toSwapError(error)
  }
}
