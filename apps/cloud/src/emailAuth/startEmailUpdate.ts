import type { Storage } from '../storage/Storage.js'
import { createEmailCode } from './createEmailCode.js'
import { EmailCooldownError } from './emailAuthErrors.js'
import { EMAIL_CODE_COOLDOWN_MS, EMAIL_CODE_LIFETIME_MS } from './emailAuthLimits.js'
import { EmailTakenError, EmailUpdateNotAllowedError, SameEmailError } from './emailUpdateErrors.js'
import type { AuthSession } from './findAuthSession.js'
import { hashSecret } from './hashSecret.js'
import type { Mailer } from './Mailer.js'

export type StartEmailUpdateParameters = {
  storage: Storage
  mailer: Mailer
  /** The session of the wallet whose e-mail changes (an e-mail login's). */
  session: AuthSession
  /** Already validated and lower-cased (emailSchema). */
  newEmail: string
  appName: string
  now?: number
}

/**
 * Starts changing a wallet's e-mail (docs/behaviour.md#transitions: new e-mail, primary OTP, secondary OTP, success): mails a code to the
 * wallet's current e-mail, the primary step, and replaces any update under way. Refused for a social login, for the
 * same e-mail, for an e-mail that holds another wallet, and within 30 s of the last request ('Please try again
 * after N seconds'), the check and the new code in one transaction as for the login.
 */
export async function startEmailUpdate({
  storage,
  mailer,
  session,
  newEmail,
  appName,
  now = Date.now(),
}: StartEmailUpdateParameters): Promise<{ expiresAt: number }> {
  if (session.social) throw new EmailUpdateNotAllowedError()
  if (newEmail === session.email) throw new SameEmailError()
  const code = createEmailCode()
  const expiresAt = now + EMAIL_CODE_LIFETIME_MS
  const { projectId, email } = session
  await storage.transaction(async (tx) => {
    const [last] = await tx.query<{ requested_at: string | number }>(
      'select requested_at from email_updates where project_id = $1 and email = $2 for update',
      [projectId, email],
    )
    const waited = last ? now - Number(last.requested_at) : Number.POSITIVE_INFINITY
    if (waited < EMAIL_CODE_COOLDOWN_MS) {
      throw new EmailCooldownError(Math.ceil((EMAIL_CODE_COOLDOWN_MS - waited) / 1000))
    }
    const taken = await tx.query('select 1 from auth_shares where project_id = $1 and email = $2', [
      projectId,
      newEmail,
    ])
    if (taken.length > 0) throw new EmailTakenError()
    await tx.query(
      `insert into email_updates (project_id, email, new_email, step, code_hash, requested_at, expires_at, wrong_attempts)
       values ($1, $2, $3, 'primary', $4, $5, $6, 0)
       on conflict (project_id, email) do update set new_email = excluded.new_email, step = 'primary',
         code_hash = excluded.code_hash, requested_at = excluded.requested_at, expires_at = excluded.expires_at,
         wrong_attempts = 0`,
      [projectId, email, newEmail, hashSecret(projectId, email, 'update', code), now, expiresAt],
    )
  })
  await mailer({
    to: email,
    subject: `${code} is your ${appName} code to change your e-mail`,
    text: `Your ${appName} code to change your e-mail to ${newEmail} is ${code}.\n\nIt is valid for 10 minutes and works once. If you did not ask for it, ignore this e-mail: your e-mail stays as it is.`,
  })
  return { expiresAt }
}
