import { base64urlnopad } from '@scure/base'

/**
 * A PKCE pair (RFC 7636, S256): a 256-bit random verifier, kept in the frame until the login finishes, and its
 * challenge, which is all the cloud and the provider see at the start.
 */
export async function createPkcePair(): Promise<{ verifier: string; challenge: string }> {
  const verifier = base64urlnopad.encode(crypto.getRandomValues(new Uint8Array(32)))
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))
  return { verifier, challenge: base64urlnopad.encode(new Uint8Array(digest)) }
}
