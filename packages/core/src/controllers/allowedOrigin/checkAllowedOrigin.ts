import type { CloudContext } from '../../cloud/CloudContext.js'
import { cloudAlertOf } from '../../cloud/cloudAlertOf.js'
import { readPageLocation } from '../../cloud/readPageLocation.js'
import { showCloudAlert } from '../../cloud/showCloudAlert.js'
import { warnCloudFailure } from '../../cloud/warnCloudFailure.js'
import { HttpError } from '../../errors/HttpError.js'

/**
 * The allowed-origin check (docs/behaviour.md#validation, docs/behaviour.md#permissions): the page origin must match one of the project's allowed
 * origins (`GET /projects/v1/origins`) or the default allowed ancestors (localhost, pages.dev,
 * vercel.app, ngrok-free.app, the secure mobile hosts); otherwise 'Invalid App Configuration'
 * shows once. A failed fetch shows its alert (docs/behaviour.md#errors) (Invalid Project ID, Project ID Not
 * Configured, Rate Limited, Server Error) once. Outside a page there is nothing to check. Resolves
 * false when the cloud could not answer (worth asking again later), else true.
 */
export async function checkAllowedOrigin(context: Pick<CloudContext, 'cloud' | 'portico'>): Promise<boolean> {
  const page = readPageLocation()
  if (!page) return true
  try {
    const allowedOrigins = await context.cloud.getOrigins()
    const { isPageOriginAllowed } = await import('./isPageOriginAllowed.js')
    if (!isPageOriginAllowed(page.origin, allowedOrigins)) {
      await showCloudAlert(context.portico, 'INVALID_APP_CONFIGURATION', { origin: page.origin })
    }
    return true
  } catch (error) {
    warnCloudFailure('Portico: could not check the allowed origins', error)
    const alert = cloudAlertOf('origins', error)
    if (alert) await showCloudAlert(context.portico, alert)
    return error instanceof HttpError && error.status < 500 && error.status !== 429
  }
}
