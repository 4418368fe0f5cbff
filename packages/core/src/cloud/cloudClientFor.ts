import type { ResolvedOptions } from '../options/ResolvedOptions.js'
import type { CloudClient } from './CloudClient.js'
import { lazyCloudClient } from './lazyCloudClient.js'
import { SDK_TYPE, SDK_VERSION } from './sdkVersion.js'

/**
 * The instance's cloud client: none in basic mode or without a cloudUrl (docs/behaviour.md#configuration). `signal` is the instance's
 * lifetime: destroy() aborts it, and with it every request still on its way. Its requests' code loads with the
 * cloud's chunk (lazyCloudClient).
 */
export function cloudClientFor(
  options: Pick<ResolvedOptions, 'basic' | 'cloudUrl' | 'projectId'>,
  signal?: AbortSignal,
): CloudClient | undefined {
  if (options.basic || options.cloudUrl === undefined) return undefined
  return lazyCloudClient({
    cloudUrl: options.cloudUrl,
    projectId: options.projectId,
    sdkType: SDK_TYPE,
    sdkVersion: SDK_VERSION,
    ...(signal ? { signal } : {}),
  })
}
