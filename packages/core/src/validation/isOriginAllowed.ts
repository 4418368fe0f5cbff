function escapeRegExp(text: string): string {
  return text.replace(/[.+?^${}()|[\]\\]/g, '\\$&')
}

function patternOf(allowed: string): RegExp {
  const anyPort = allowed.endsWith(':*')
  const base = anyPort ? allowed.slice(0, -2) : allowed
  const host = escapeRegExp(base).replace(/\*/g, '[a-zA-Z0-9-]+(?:\\.[a-zA-Z0-9-]+)*')
  return new RegExp(`^${host}${anyPort ? '(?::\\d+)?' : ''}$`)
}

/**
 * Whether a page origin is allowed (docs/behaviour.md#permissions): an exact origin, or a pattern where `*` stands for
 * one or more subdomain labels (`https://*.vercel.app`) or, at the end, any port (`http://localhost:*`).
 * @example isOriginAllowed('https://my-app.vercel.app', ['https://*.vercel.app']) // true
 */
export function isOriginAllowed(origin: string, allowedOrigins: readonly string[]): boolean {
  return allowedOrigins.some((allowed) =>
    allowed.includes('*') ? patternOf(allowed).test(origin) : allowed === origin,
  )
}
