import type { Queryable } from '../storage/Storage.js'
import { EmailCooldownError, EmailLimitError } from './emailAuthErrors.js'
import { EMAIL_CODE_COOLDOWN_MS, MAILBOX_MAILS_PER_WINDOW, MAILBOX_WINDOW_MS } from './emailAuthLimits.js'

type MailboxRow = { last_mail_at: string | number; window_start: string | number; window_mails: number }

/**
 * Claims one login mail to `mailbox` (loginMailbox) inside the caller's transaction, its row locked so that two
 * requests at once cannot both send: refused within `cooldownMs` (30 s unless the cloud is told otherwise) of the
 * mailbox's last login mail (EmailCooldownError, 'Please try again after N seconds') and, for a device the e-mail has
 * not remembered (`counted`), past five such mails in the hour's window (EmailLimitError). Both hold whether or not
 * the e-mail has a wallet.
 */
export async function claimMailboxMail(
  tx: Queryable,
  {
    projectId,
    mailbox,
    counted,
    now,
    cooldownMs = EMAIL_CODE_COOLDOWN_MS,
  }: { projectId: string; mailbox: string; counted: boolean; now: number; cooldownMs?: number | undefined },
): Promise<void> {
  await tx.query(
    `insert into email_mailboxes (project_id, mailbox, last_mail_at, window_start, window_mails)
     values ($1, $2, 0, $3, 0) on conflict (project_id, mailbox) do nothing`,
    [projectId, mailbox, now],
  )
  const [row] = await tx.query<MailboxRow>(
    'select last_mail_at, window_start, window_mails from email_mailboxes where project_id = $1 and mailbox = $2 for update',
    [projectId, mailbox],
  )
  const waited = now - Number(row?.last_mail_at ?? 0)
  if (waited < cooldownMs) {
    throw new EmailCooldownError(Math.ceil((cooldownMs - waited) / 1000))
  }
  const windowStart = Number(row?.window_start ?? now)
  const current = now - windowStart < MAILBOX_WINDOW_MS
  const mails = current ? (row?.window_mails ?? 0) : 0
  if (counted && mails >= MAILBOX_MAILS_PER_WINDOW) {
    throw new EmailLimitError(Math.ceil((windowStart + MAILBOX_WINDOW_MS - now) / 1000))
  }
  await tx.query(
    `update email_mailboxes set last_mail_at = $3, window_start = $4, window_mails = $5
     where project_id = $1 and mailbox = $2`,
    [projectId, mailbox, now, current ? windowStart : now, mails + (counted ? 1 : 0)],
  )
}
