import { readFile, writeFile } from 'node:fs/promises'

const START = '<!-- bench:results:start -->'
const END = '<!-- bench:results:end -->'

/**
 * Replaces the generated part of docs/benchmarks.md (between its markers) with the new report. Biome leaves
 * Markdown alone, so the page is written as the report renders it.
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
}
