import { randomInt } from 'node:crypto'
import type { Storage } from '../storage/Storage.js'
import { EmailCooldownError } from './emailAuthErrors.js'
import { EMAIL_CODE_COOLDOWN_MS, EMAIL_CODE_DIGITS, EMAIL_CODE_LIFETIME_MS } from './emailAuthLimits.js'
import { hashSecret } from './hashSecret.js'
import type { Mailer } from './Mailer.js'

export type RequestEmailCodeParameters = {
  storage: Storage
  mailer: Mailer
  projectId: string
  /** Already validated and lower-cased (emailSchema). */
  email: string
  /** The dapp's name, for the mail's text. */
  appName: string
  now?: number
}

/**
 * Sends a new login code to `email` and replaces any earlier one (which stops working). Within 30 s of the last
 * request for the same e-mail it throws EmailCooldownError ('Please try again after N seconds', N rounded up);
 * the check and the new code are one transaction, so two requests at once cannot both send.
 */
export async function requestEmailCode({
  storage,
  mailer,
  projectId,
  email,
  appName,
  now = Date.now(),
}: RequestEmailCodeParameters): Promise<{ expiresAt: number }> {
  const code = String(randomInt(0, 10 ** EMAIL_CODE_DIGITS)).padStart(EMAIL_CODE_DIGITS, '0')
  const expiresAt = now + EMAIL_CODE_LIFETIME_MS
  await storage.transaction(async (tx) => {
    const [last] = await tx.query<{ requested_at: string | number }>(
      'select requested_at from email_codes where project_id = $1 and email = $2 for update',
      [projectId, email],
    )
    const waited = last ? now - Number(last.requested_at) : Number.POSITIVE_INFINITY
    if (waited < EMAIL_CODE_COOLDOWN_MS) {
      throw new EmailCooldownError(Math.ceil((EMAIL_CODE_COOLDOWN_MS - waited) / 1000))
    }
    await tx.query(
      `insert into email_codes (project_id, email, code_hash, requested_at, expires_at, wrong_attempts, used)
       values ($1, $2, $3, $4, $5, 0, false)
       on conflict (project_id, email) do update set code_hash = excluded.code_hash,
         requested_at = excluded.requested_at, expires_at = excluded.expires_at, wrong_attempts = 0, used = false`,
      [projectId, email, hashSecret(projectId, email, code), now, expiresAt],
    )
  })
  await mailer({
    to: email,
    subject: `${code} is your ${appName} login code`,
    text: `Your ${appName} login code is ${code}.\n\nIt is valid for 10 minutes and works once. If you did not ask for it, ignore this e-mail.`,
  })
  return { expiresAt }
}
