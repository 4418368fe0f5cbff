import type { Storage } from '../storage/Storage.js'
import { claimMailboxMail } from './claimMailboxMail.js'
import { deviceHash } from './deviceHash.js'
import { deviceLinkMail } from './deviceLinkMail.js'
import { deviceStanding } from './knownDevices.js'
import { loginCodeMail } from './loginCodeMail.js'
import { loginMailbox } from './loginMailbox.js'
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
  /** The mailbox's cooldown (EmailAuthConfig.loginMailCooldownMs); unset: 30 s. */
  cooldownMs?: number | undefined
  now?: number
}

/**
 * What the frame does next: always type the mailed code. The same answer whether or not the e-mail has a wallet, so
 * that it tells nobody who has an account: what differs is only in the mail.
 */
export type EmailCodeAnswer = { action: 'VERIFY_OTP' }

/**
 * Mails a login code for this device to `email` (replacing the device's earlier code), or, from a device the e-mail
 * has not used when it has used one, a device-approval link instead (approving it mails the code,
 * approveDeviceLink). Either way the device gets a code slot with five attempts and the answer is the same; the
 * mailbox's limits (claimMailboxMail: 30 s apart, five an hour to devices it has not remembered) come first and
 * are the same for both, in one transaction with the new code or link so that two requests at once cannot both send.
 */
export async function requestEmailCode({
  storage,
  mailer,
  projectId,
  email,
  deviceId,
  deviceLinkUrl,
  appName,
  cooldownMs,
  now = Date.now(),
}: RequestEmailCodeParameters): Promise<EmailCodeAnswer> {
  const device = deviceHash(projectId, deviceId)
  const mail = await storage.transaction(async (tx) => {
    const { remembered, emailHasDevices } = await deviceStanding(tx, projectId, email, device)
    await claimMailboxMail(tx, {
      projectId,
      mailbox: loginMailbox(email),
      counted: !remembered,
      now,
      cooldownMs,
    })
    const slot = { projectId, email, deviceHash: device, now }
    if (emailHasDevices && !remembered) {
      await storeLoginCode(tx, { ...slot, mailed: false })
      return deviceLinkMail(email, appName, deviceLinkUrl((await requestDeviceLink(tx, slot)).token))
    }
    return loginCodeMail(email, appName, (await storeLoginCode(tx, slot)).code)
  })
  await mailer(mail)
  return { action: 'VERIFY_OTP' }
}
