import { chmod, mkdir } from 'node:fs/promises'

/**
 * Creates the data folder if needed and makes it the owner's alone (0700), also when an older version or an
 * operator created it open: it holds the PGlite files and the admin token.
 */
export async function secureDataDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 })
  await chmod(dir, 0o700)
}
