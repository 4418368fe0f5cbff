// A NUL, or a UTF-16 surrogate without its partner: neither can be stored as PostgreSQL text or jsonb.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the NUL character is what this looks for
const UNSAFE_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

/** Whether a string can be stored as text: no NUL character and no unpaired surrogate. */
export function isSafeText(value: string): boolean {
  return !UNSAFE_TEXT.test(value)
}
