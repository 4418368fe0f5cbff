/**
 * Whether storage refused a value rather than failed: SQLSTATE class 22 (data exception: a value out of range, an
 * invalid date, text it cannot store) or 54001 (statement too complex). Both PostgreSQL (pg) and PGlite put the
 * SQLSTATE in `code`; the error may be wrapped as a `cause`.
 */
export function isDataException(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 8; depth++) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string' && /^(22[0-9A-Z]{3}|54001)$/.test(code)) return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}
