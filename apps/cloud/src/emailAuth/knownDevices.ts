import type { Queryable } from '../storage/Storage.js'

/**
 * Whether `hash` may log in to the e-mail with a code alone: it was approved before, or the e-mail has no device
 * yet (its first login, which remembers it).
 */
export async function isKnownDevice(
  db: Queryable,
  projectId: string,
  email: string,
  hash: string,
): Promise<boolean> {
  const rows = await db.query<{ device_hash: string }>(
    'select device_hash from email_devices where project_id = $1 and email = $2',
    [projectId, email],
  )
  return rows.length === 0 || rows.some((row) => row.device_hash === hash)
}

/** Remembers `hash` as a device of the e-mail (idempotent). */
export async function rememberDevice(
  db: Queryable,
  projectId: string,
  email: string,
  hash: string,
  now: number,
): Promise<void> {
  await db.query(
    `insert into email_devices (project_id, email, device_hash, verified_at) values ($1, $2, $3, $4)
     on conflict (project_id, email, device_hash) do nothing`,
    [projectId, email, hash, now],
  )
}
