import { createHash } from 'node:crypto'

/** PKCE S256 (RFC 7636): the challenge of a code verifier. */
export function pkceChallenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url')
}
