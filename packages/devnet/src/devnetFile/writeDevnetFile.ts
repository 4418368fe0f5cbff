import { mkdir, rename, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import type { DevnetFile } from './DevnetFile.js'

/** Writes the devnet file atomically (readers never see half a file). */
export async function writeDevnetFile(path: string, contents: DevnetFile): Promise<void> {
  await mkdir(dirname(path), { recursive: true })
  const temporary = `${path}.${process.pid}.tmp`
  await writeFile(temporary, `${JSON.stringify(contents, null, 2)}\n`)
  await rename(temporary, path)
}
