/** Standard base64 of bytes, and back (WalletConnect's Cosmos and Bitcoin methods carry bytes so). */
export const toBase64 = (bytes: Uint8Array): string => btoa(String.fromCharCode(...bytes))

export function fromBase64(text: string): Uint8Array {
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0))
}
