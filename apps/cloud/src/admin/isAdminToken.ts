import { createHash, timingSafeEqual } from 'node:crypto'

/** Constant-time comparison of an `Authorization: Bearer <token>` header with the admin token. */
export function isAdminToken(authorization: string | undefined, adminToken: string): boolean {
  const presented = authorization?.match(/^Bearer\s+(.+)$/i)?.[1]?.trim()
  if (!presented) return false
  const digest = (text: string) => createHash('sha256').update(text).digest()
  return timingSafeEqual(digest(presented), digest(adminToken))
}
