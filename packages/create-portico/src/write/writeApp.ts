import { mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { CreatePorticoError } from '../options/CreatePorticoError.js'
import type { RenderedFile } from '../render/RenderedFile.js'

/** Refuses a target that exists and is not an empty folder, before anything is written. */
export function checkTarget(directory: string): void {
  let entries: string[]
  try {
    if (!statSync(directory).isDirectory())
      throw new CreatePorticoError(
        `${directory} is a file: choose a folder that does not exist yet, or an empty one.`,
      )
    entries = readdirSync(directory)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return
    throw error
  }
  if (entries.length > 0)
    throw new CreatePorticoError(
      `The folder ${directory} is not empty (${entries.length} ${entries.length === 1 ? 'entry' : 'entries'}): choose a new folder, or empty this one.`,
    )
}

/** Writes the app's files under `directory` (created if missing); returns its absolute path. */
export function writeApp(directory: string, files: readonly RenderedFile[]): string {
  checkTarget(directory)
  const root = resolve(directory)
  for (const file of files) {
    const path = join(root, file.path)
    mkdirSync(dirname(path), { recursive: true })
    writeFileSync(path, file.contents)
  }
  return root
}
