import { base64urlnopad } from '@scure/base'
import type { FrameContext } from '../FrameContext.js'

/**
 * This browser profile's random id for the cloud's device verification: made once, kept in this origin's storage
 * (sign-out keeps it), so a new profile is a new device that the e-mail must approve from a mailed link.
 */
export function readDeviceId(context: Pick<FrameContext, 'store' | 'key'>): string {
  const kept = context.store.getItem(context.key('deviceId'))
  if (kept) return kept
  const made = base64urlnopad.encode(crypto.getRandomValues(new Uint8Array(32)))
  context.store.setItem(context.key('deviceId'), made)
  return made
}
