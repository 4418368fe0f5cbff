import { type ProjectCloudRequest, projectCloudRequest } from '@portico/core'
import type { OnrampCloud } from './OnrampCloud.js'
import { toOnrampError } from './toOnrampError.js'

/** One call of the cloud's on-ramp routes, on the project's scope; a failure is an OnrampError with the cloud's code. */
export async function onrampRequest<Answer>(
  cloud: OnrampCloud,
  request: ProjectCloudRequest,
): Promise<Answer> {
  try {
    return await projectCloudRequest<Answer>(cloud, request)
  } catch (error) {
    throw toOnrampError(error)
  }
}
