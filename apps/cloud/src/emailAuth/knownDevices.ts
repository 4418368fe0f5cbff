import type { Queryable } from '../storage/Storage.js'

/**
 * Where the device `hash` stands with the e-mail: `remembered` when it logged in (or was approved) before, and
 * whether the e-mail has any remembered device at all (none: its first login, which a code alone opens).
 */
export async function deviceStanding(
  db: Queryable,
  projectId: string,
  email: string,
  hash: string,
): Promise<{ remembered: boolean; emailHasDevices: boolean }> {
  const rows = await db.query<{ device_hash: string }>(
    'select device_hash from email_devices where project_id = $1 and email = $2',
    [projectId, email],
  )
  return { remembered: rows.some((row) => row.device_hash === hash), emailHasDevices: rows.length > 0 }
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
