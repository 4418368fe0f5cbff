const ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'

/** A random alphanumeric nonce (EIP-4361 asks for at least 8 characters; this gives 16). */
export function createNonce(length = 16): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length))
  return [...bytes].map((byte) => ALPHABET[byte % ALPHABET.length]).join('')
}
