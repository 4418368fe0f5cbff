const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/

/**
 * Standard padded base64 (RFC 4648 §4), the wire encoding of Solana transactions, over the platform's `atob` and
 * `btoa` (kept here rather than @scure/base's codec, which would load with the frame page itself).
 */
export const base64Codec = {
  /** Undefined for anything that is not padded standard base64. */
  decode(text: string): Uint8Array | undefined {
    if (!BASE64.test(text)) return undefined
    return Uint8Array.from(atob(text), (char) => char.charCodeAt(0))
  },
  encode(bytes: Uint8Array): string {
    let binary = ''
    for (const byte of bytes) binary += String.fromCharCode(byte)
    return btoa(binary)
  },
}
