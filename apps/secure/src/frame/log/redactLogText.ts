/**
 * What must never reach the frame's log, whatever a message or an error carries: private keys, shares and other long
 * hex or base64 runs, tokens (JWTs and bearer values), e-mail addresses and login codes (runs of 6 digits).
 */
const SECRETS: readonly RegExp[] = [
  /[\w-]{8,}\.[\w-]{8,}\.[\w-]{8,}={0,2}/g,
  /\b(?:0x)?[0-9a-f]{16,}\b/gi,
  /[A-Za-z0-9+/_-]{24,}={0,2}/g,
  /[^\s@]+@[^\s@]+/g,
  /\b\d{6}\b/g,
]

/** `text` with every run that could be a secret replaced by `[redacted]`. */
export function redactLogText(text: string): string {
  return SECRETS.reduce((redacted, pattern) => redacted.replace(pattern, '[redacted]'), text)
}
