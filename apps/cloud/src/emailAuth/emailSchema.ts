import { z } from 'zod'

/** An e-mail address as the login takes it: trimmed, lower-cased, at most 254 characters (RFC 5321). */
export const emailSchema = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email({ message: 'Invalid e-mail' }))
  .transform((email) => email.toLowerCase())

/** A code as typed: exactly the digits sent. */
export const emailCodeSchema = z.string().regex(/^\d{6}$/, 'The code is 6 digits')
