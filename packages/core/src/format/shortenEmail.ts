/** E-mails longer than this are shortened (docs/behaviour.md#validation). */
const EMAIL_MAX_LENGTH = 30
const ELLIPSIS = '...'

/**
 * An e-mail over 30 characters cut to 30 characters ending in '...' (docs/behaviour.md#validation); shorter ones unchanged.
 * @example shortenEmail('a.very.long.address.indeed@example.com') // 'a.very.long.address.indeed@...'
 */
export function shortenEmail(email: string): string {
  if (email.length <= EMAIL_MAX_LENGTH) return email
  return `${email.slice(0, EMAIL_MAX_LENGTH - ELLIPSIS.length)}${ELLIPSIS}`
}
