const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true })

/** The text whose UTF-8 bytes `bytes` are exactly, or undefined when they are not text. */
export function utf8Text(bytes: Uint8Array): string | undefined {
  try {
    return decoder.decode(bytes)
  } catch {
    return undefined
  }
}
