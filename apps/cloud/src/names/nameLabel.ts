import { z } from 'zod'

/** docs/behaviour.md#validation: letters, digits, hyphens, at least 4 characters (63 at most, as a DNS label). */
export const nameLabelSchema = z
  .string()
  .regex(/^[A-Za-z0-9-]{4,63}$/, 'a name has letters, digits and hyphens, at least 4 characters')
  .transform((label) => label.toLowerCase())

/** Splits `alice.portico.id` or `alice` into its label; another suffix is refused. */
export function toNameLabel(name: string, suffix: string): string {
  const lower = name.toLowerCase()
  return nameLabelSchema.parse(lower.endsWith(suffix) ? lower.slice(0, -suffix.length) : lower)
}
