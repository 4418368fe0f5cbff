import type { ResolvedOptions } from '../options/ResolvedOptions.js'
import type { CloudClient } from './CloudClient.js'
import { createCloudClient } from './createCloudClient.js'
import { SDK_TYPE, SDK_VERSION } from './sdkVersion.js'

/** The instance's cloud client: none in basic mode or without a cloudUrl (spec §1). */
export function cloudClientFor(
  options: Pick<ResolvedOptions, 'basic' | 'cloudUrl' | 'projectId'>,
): CloudClient | undefined {
  if (options.basic || options.cloudUrl === undefined) return undefined
  return createCloudClient({
    cloudUrl: options.cloudUrl,
    projectId: options.projectId,
    sdkType: SDK_TYPE,
    sdkVersion: SDK_VERSION,
  })
}
