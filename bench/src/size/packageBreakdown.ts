import { readFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { decodedMappings, TraceMap } from '@jridgewell/trace-mapping'
import { packageOfSource } from './packageOfSource.js'

/** Minified characters of some emitted files, attributed to npm packages through their source maps. */
export async function packageBreakdown(
  distDir: string,
  files: readonly string[],
  appDir: string,
): Promise<Record<string, number>> {
  const totals: Record<string, number> = {}
  const add = (name: string, amount: number) => {
    if (amount > 0) totals[name] = (totals[name] ?? 0) + amount
  }
  for (const file of files) {
    const code = await readFile(join(distDir, file), 'utf8')
    const mapPath = join(distDir, `${file}.map`)
    let map: TraceMap
    try {
      map = new TraceMap(await readFile(mapPath, 'utf8'))
    } catch {
      add('[no source map]', code.length)
      continue
    }
    const mapDir = dirname(mapPath)
    const packages = map.sources.map((source) =>
      source === null ? '[unmapped]' : packageOfSource(resolve(mapDir, source), appDir),
    )
    const lines = code.split('\n')
    decodedMappings(map).forEach((segments, lineIndex) => {
      const lineLength = (lines[lineIndex]?.length ?? 0) + 1
      add('[unmapped]', segments.length === 0 ? lineLength : (segments[0]?.[0] ?? 0))
      segments.forEach((segment, index) => {
        const end = segments[index + 1]?.[0] ?? lineLength
        add(segment.length === 1 ? '[unmapped]' : (packages[segment[1]!] ?? '[unmapped]'), end - segment[0])
      })
    })
    for (let lineIndex = decodedMappings(map).length; lineIndex < lines.length; lineIndex++) {
      add('[unmapped]', (lines[lineIndex]?.length ?? 0) + 1)
    }
  }
  return totals
}
