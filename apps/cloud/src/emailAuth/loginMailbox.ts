/**
 * The mailbox an e-mail delivers to, as the login's per-mailbox limits count it: lower-cased, and the local part's
 * `+tag` removed (`Ada+x@Example.com` → `ada@example.com`), since most providers deliver every tag to one mailbox.
 * Dots are kept: only some providers ignore them. The login itself keeps the e-mail as typed (lower-cased).
 */
export function loginMailbox(email: string): string {
  const at = email.lastIndexOf('@')
  const local = email.slice(0, at)
  const plus = local.indexOf('+')
  const untagged = plus > 0 ? local.slice(0, plus) : local
  return `${untagged}${email.slice(at)}`.toLowerCase()
}
