import type { Context } from 'hono'

/** Absolute base of this server's image URLs, as the client reached it. */
export function imageBaseUrl(c: Context): string {
  return new URL(c.req.url).origin
}
