/** Bytes as base64 text, the way Bitcoin wallets hand out message signatures (btoa: no Node Buffer in browsers). */
export function toBase64(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}
