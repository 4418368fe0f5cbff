import { existsSync } from 'node:fs'
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { benchRoot } from '../apps/benchApps.js'
import { runCommand } from '../build/runCommand.js'

const START = '<!-- bench:results:start -->'
const END = '<!-- bench:results:end -->'

/**
 * Replaces the generated part of docs/benchmarks.md (between its markers) with the new report, then
 * formats the page with the repo's Biome (which pads Markdown tables), so `pnpm lint` stays clean.
 */
export async function writeDocsTable(docsPath: string, markdown: string): Promise<void> {
  const current = await readFile(docsPath, 'utf8')
  const start = current.indexOf(START)
  const end = current.indexOf(END)
  if (start < 0 || end < start) throw new Error(`${docsPath} has no ${START} … ${END} markers`)
  await writeFile(
    docsPath,
    `${current.slice(0, start + START.length)}\n\n${markdown.trim()}\n\n${current.slice(end)}`,
  )
  const repoRoot = join(benchRoot, '..')
  const biome = join(repoRoot, 'node_modules', '.bin', 'biome')
  if (!existsSync(biome)) return
  const result = await runCommand(biome, ['format', '--write', docsPath], repoRoot, 60_000)
  if (result.code !== 0) throw new Error(`biome format ${docsPath} failed: ${result.output.trim()}`)
}
