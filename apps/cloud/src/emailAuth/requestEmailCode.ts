import type { Storage } from '../storage/Storage.js'
import { deviceHash } from './deviceHash.js'
import { EmailCooldownError } from './emailAuthErrors.js'
import { EMAIL_CODE_COOLDOWN_MS } from './emailAuthLimits.js'
import { isKnownDevice } from './knownDevices.js'
import { loginCodeMail } from './loginCodeMail.js'
import type { Mailer } from './Mailer.js'
import { requestDeviceLink } from './requestDeviceLink.js'
import { storeLoginCode } from './storeLoginCode.js'

export type RequestEmailCodeParameters = {
  storage: Storage
  mailer: Mailer
  projectId: string
  /** Already validated and lower-cased (emailSchema). */
  email: string
  /** The frame's random id of this browser profile: a code goes only to a known device. */
  deviceId: string
  /** The page a device-approval link opens, for its token. */
  deviceLinkUrl(token: string): string
  /** The dapp's name, for the mail's text. */
  appName: string
  now?: number
}

/** What the frame does next: type the mailed code, or first approve this device from the mailed link. */
export type EmailCodeAnswer = { action: 'VERIFY_OTP' | 'VERIFY_DEVICE'; expiresAt: number }

/**
 * Sends a new login code to `email` and replaces any earlier one (which stops working). Within 30 s of the last
 * request for the same e-mail it throws EmailCooldownError ('Please try again after N seconds', N rounded up);
 * the check and the new code are one transaction, so two requests at once cannot both send. From a device the
 * e-mail has not used before (when it has used one), no code is sent: a device-approval link is mailed instead
 * (requestDeviceLink, its own limits), and approving it mails the code (approveDeviceLink).
 */
export async function requestEmailCode({
  storage,
  mailer,
  projectId,
  email,
  deviceId,
  deviceLinkUrl,
  appName,
  now = Date.now(),
}: RequestEmailCodeParameters): Promise<EmailCodeAnswer> {
  const device = deviceHash(projectId, deviceId)
  const outcome = await storage.transaction(async (tx) => {
    const [last] = await tx.query<{ requested_at: string | number }>(
      'select requested_at from email_codes where project_id = $1 and email = $2 for update',
      [projectId, email],
    )
    if (!(await isKnownDevice(tx, projectId, email, device))) {
      return {
        link: await requestDeviceLink(tx, { projectId, email, deviceHash: device, now }),
        code: undefined,
      }
    }
    const waited = last ? now - Number(last.requested_at) : Number.POSITIVE_INFINITY
    if (waited < EMAIL_CODE_COOLDOWN_MS) {
      throw new EmailCooldownError(Math.ceil((EMAIL_CODE_COOLDOWN_MS - waited) / 1000))
    }
    return { link: undefined, code: await storeLoginCode(tx, { projectId, email, deviceHash: device, now }) }
  })
  if (outcome.link) {
    await mailer({
      to: email,
      subject: `Approve a new device for ${appName}`,
      text: `Someone is logging in to ${appName} with this e-mail from a device it has not used before. If it was you, open this link and approve the device:\n\n${deviceLinkUrl(outcome.link.token)}\n\nThe link works once, for 15 minutes. If it was not you, ignore this e-mail: nobody can log in without it.`,
    })
    return { action: 'VERIFY_DEVICE', expiresAt: outcome.link.expiresAt }
  }
  await mailer(loginCodeMail(email, appName, outcome.code.code))
  return { action: 'VERIFY_OTP', expiresAt: outcome.code.expiresAt }
}
