import { createHash } from 'node:crypto'

/** The SHA-256 (hex) under which a code or token is stored: the database never holds one in the clear. */
export function hashSecret(...parts: string[]): string {
  return createHash('sha256').update(parts.join('\u0000')).digest('hex')
}
