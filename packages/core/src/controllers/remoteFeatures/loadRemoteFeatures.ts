import type { CloudContext } from '../../cloud/CloudContext.js'
import { cloudAlertOf } from '../../cloud/cloudAlertOf.js'
import { showCloudAlert } from '../../cloud/showCloudAlert.js'
import { warnCloudFailure } from '../../cloud/warnCloudFailure.js'
import { DEFAULT_REMOTE_FEATURES } from '../../constants/defaultRemoteFeatures.js'
import { HttpError } from '../../errors/HttpError.js'
import type { RemoteFeatures } from '../../types/options.js'
import { applyRemoteFeatures } from './applyRemoteFeatures.js'
import { remoteSwitchesOf } from './remoteSwitchesOf.js'
import { toRemoteFeatures } from './toRemoteFeatures.js'

/** The cloud could not answer (unreachable, rate-limited, failing): not a project problem. */
function isTransient(error: unknown): boolean {
  return !(error instanceof HttpError) || error.status === 429 || error.status >= 500
}

/**
 * Fetches the project's remote features (`GET /appkit/v1/config`) and applies them over the local
 * ones, warning once with 'Local configuration ignored' when they differ from what the app set.
 * When the configuration cannot be fetched (cloud unreachable, 429, 5xx) the documented default
 * remote features apply (with each feature's `remoteSwitch.fallback`); a project error (unknown id, not configured,
 * origin not allowed) leaves the local features. Failures show their docs/behaviour.md#errors alert once and never throw. Resolves false when
 * the cloud could not answer (worth asking again later), else true.
 */
export async function loadRemoteFeatures(context: CloudContext): Promise<boolean> {
  const switches = remoteSwitchesOf(context.options.plugins)
  try {
    const remote = toRemoteFeatures(await context.cloud.getConfig(), switches)
    const ignored = applyRemoteFeatures(context.state, remote, context.portico.options.features, switches)
    if (ignored.length > 0) {
      await showCloudAlert(context.portico, 'LOCAL_CONFIGURATION_IGNORED', { features: ignored.join(', ') })
    }
    return true
  } catch (error) {
    warnCloudFailure('Portico: could not load the remote features', error)
    const transient = isTransient(error)
    if (transient && context.state.remoteFeatures === undefined) {
      const fallbacks = Object.fromEntries(
        switches.map(({ key, fallback }) => [key, Array.isArray(fallback) ? [...fallback] : fallback]),
      )
      const remote = { ...fallbacks, ...DEFAULT_REMOTE_FEATURES } as RemoteFeatures
      applyRemoteFeatures(context.state, remote, undefined, switches)
    }
    const alert = cloudAlertOf('config', error)
    if (alert) await showCloudAlert(context.portico, alert)
    return !transient
  }
}
