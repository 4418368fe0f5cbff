import { hex } from '@scure/base'

/** Bytes ↔ text helpers the protocol uses (hex keys and topics, UTF-8 payloads). */
export const toHex = (bytes: Uint8Array): string => hex.encode(bytes)
export const fromHex = (text: string): Uint8Array => hex.decode(text)
export const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text)
export const fromUtf8 = (bytes: Uint8Array): string => new TextDecoder().decode(bytes)

export function randomBytes(length: number): Uint8Array {
  return globalThis.crypto.getRandomValues(new Uint8Array(length))
}
