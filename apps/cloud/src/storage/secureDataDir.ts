import { chmod, mkdir } from 'node:fs/promises'

/**
 * Creates the data folder if needed and makes it the owner's alone (0700), also when an older version or an
 * operator created it open: it holds the PGlite files and the admin token. Returns false when the folder belongs to
 * another user, so its mode cannot be changed (the caller warns; the folder still works).
 */
export async function secureDataDir(dir: string): Promise<boolean> {
  await mkdir(dir, { recursive: true, mode: 0o700 })
  try {
    await chmod(dir, 0o700)
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EPERM') return false
    throw error
  }
}
