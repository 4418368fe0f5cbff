import type { Storage } from '../storage/Storage.js'
import { checkStoredCode, type StoredCode } from './checkStoredCode.js'
import { createEmailCode } from './createEmailCode.js'
import { EMAIL_CODE_LIFETIME_MS } from './emailAuthLimits.js'
import { EmailTakenError, EmailUpdateNotAllowedError, NoEmailUpdateError } from './emailUpdateErrors.js'
import type { AuthSession } from './findAuthSession.js'
import { hashSecret } from './hashSecret.js'
import type { Mailer } from './Mailer.js'

export type VerifyEmailUpdateCodeParameters = {
  storage: Storage
  mailer: Mailer
  session: AuthSession
  /** 'primary': the code mailed to the current e-mail; 'secondary': the one mailed to the new e-mail. */
  step: 'primary' | 'secondary'
  code: string
  appName: string
  now?: number
}

type UpdateRow = StoredCode & { new_email: string; step: 'primary' | 'secondary' }

/**
 * Checks a code of an e-mail update under the login's limits (10 minutes, once, five wrong attempts lock it).
 * The right primary code mails a new code to the new e-mail (the secondary step, 10 minutes from now); the right
 * secondary code moves the wallet to the new e-mail: its auth share and every session of it, in one transaction
 * (refused when another wallet took that e-mail meanwhile). Answers the wallet's e-mail after the step.
 */
export async function verifyEmailUpdateCode({
  storage,
  mailer,
  session,
  step,
  code,
  appName,
  now = Date.now(),
}: VerifyEmailUpdateCodeParameters): Promise<{ email: string; newEmail: string }> {
  if (session.social) throw new EmailUpdateNotAllowedError()
  const { projectId, email } = session
  const next = createEmailCode()
  const outcome = await storage.transaction(async (tx) => {
    const [row] = await tx.query<UpdateRow>(
      `select new_email, step, code_hash, expires_at, wrong_attempts from email_updates
       where project_id = $1 and email = $2 for update`,
      [projectId, email],
    )
    if (!row || row.step !== step) return { error: new NoEmailUpdateError() }
    const verdict = checkStoredCode(row, hashSecret(projectId, email, 'update', code), now)
    if (!verdict.ok) {
      if (verdict.wrongAttempts !== undefined)
        await tx.query('update email_updates set wrong_attempts = $3 where project_id = $1 and email = $2', [
          projectId,
          email,
          verdict.wrongAttempts,
        ])
      return { error: verdict.error }
    }
    if (step === 'primary') {
      await tx.query(
        `update email_updates set step = 'secondary', code_hash = $3, expires_at = $4, wrong_attempts = 0
         where project_id = $1 and email = $2`,
        [projectId, email, hashSecret(projectId, email, 'update', next), now + EMAIL_CODE_LIFETIME_MS],
      )
      return { email, newEmail: row.new_email, mail: true }
    }
    const taken = await tx.query('select 1 from auth_shares where project_id = $1 and email = $2', [
      projectId,
      row.new_email,
    ])
    if (taken.length > 0) return { error: new EmailTakenError() }
    await tx.query('delete from email_updates where project_id = $1 and email = $2', [projectId, email])
    await tx.query('update auth_shares set email = $3 where project_id = $1 and email = $2', [
      projectId,
      email,
      row.new_email,
    ])
    await tx.query('update auth_sessions set email = $3 where project_id = $1 and email = $2', [
      projectId,
      email,
      row.new_email,
    ])
    // The wallet's known devices go with it: the new e-mail logs in from them without a device link.
    await tx.query('delete from email_devices where project_id = $1 and email = $2', [
      projectId,
      row.new_email,
    ])
    await tx.query('update email_devices set email = $3 where project_id = $1 and email = $2', [
      projectId,
      email,
      row.new_email,
    ])
    return { email: row.new_email, newEmail: row.new_email, mail: false }
  })
  // A wrong attempt is committed before the error is thrown (a throw inside would roll it back).
  if ('error' in outcome) throw outcome.error
  if (outcome.mail) {
    await mailer({
      to: outcome.newEmail,
      subject: `${next} is your ${appName} code to confirm your new e-mail`,
      text: `Your ${appName} code to confirm ${outcome.newEmail} as your e-mail is ${next}.\n\nIt is valid for 10 minutes and works once. If you did not ask for it, ignore this e-mail.`,
    })
  }
  return { email: outcome.email, newEmail: outcome.newEmail }
}
