import type { Portico } from '../types/portico.js'
import { type CloudCall, cloudAlertOf } from './cloudAlertOf.js'
import { showCloudAlert } from './showCloudAlert.js'

/** Shows the alert of docs/behaviour.md#errors for a failed cloud call, if it has one (cloudAlertOf). */
export async function showCloudFailureAlert(
  portico: Pick<Portico, 'showAlert'>,
  call: CloudCall,
  error: unknown,
): Promise<void> {
  const alert = cloudAlertOf(call, error)
  if (alert) await showCloudAlert(portico, alert)
}
