import { randomBytes } from 'node:crypto'
import { readFile, writeFile } from 'node:fs/promises'
import { secureDataDir } from '../storage/secureDataDir.js'

export type ResolvedAdminToken = { token: string; source: 'env' | 'file' | 'generated'; file?: string }

/** The admin bearer token: ADMIN_TOKEN if set, else the one stored in the data folder, else a new one written there (mode 600). */
export async function resolveAdminToken(
  configured: string | undefined,
  dataDir: string,
): Promise<ResolvedAdminToken> {
  if (configured) return { token: configured, source: 'env' }
  const file = `${dataDir}/admin-token`
  const stored = await readFile(file, 'utf8').then(
    (text) => text.trim(),
    () => '',
  )
  if (stored) return { token: stored, source: 'file', file }
  const token = randomBytes(24).toString('base64url')
  await secureDataDir(dataDir)
  await writeFile(file, `${token}\n`, { mode: 0o600, flag: 'wx' }).catch(
    async (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw error
    },
  )
  const winner = (await readFile(file, 'utf8')).trim()
  return { token: winner, source: 'generated', file }
}
