import { hashSecret } from './hashSecret.js'

/** What the cloud keeps of a device id (the frame's random id of one browser profile): its hash, per project. */
export function deviceHash(projectId: string, deviceId: string): string {
  return hashSecret('device', projectId, deviceId)
}
