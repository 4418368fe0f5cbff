import { readFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { decodedMappings, TraceMap } from '@jridgewell/trace-mapping'

/** One emitted file's minified text cut into runs, each run labelled with the key of its source. */
export type LabelledFile = { file: string; code: string; runs: { start: number; end: number; key: string }[] }

/**
 * Cuts emitted files into runs of minified characters, each labelled through the file's source map by
 * `keyOf(absoluteSourcePath)`; `[unmapped]` where the map says nothing and `[no source map]` without one.
 */
export async function sourceBreakdown(
  distDir: string,
  files: readonly string[],
  keyOf: (absoluteSource: string) => string,
): Promise<LabelledFile[]> {
  const labelled: LabelledFile[] = []
  for (const file of files) {
    const code = await readFile(join(distDir, file), 'utf8')
    const runs: LabelledFile['runs'] = []
    const add = (start: number, end: number, key: string) => {
      if (end > start) runs.push({ start, end, key })
    }
    const mapPath = join(distDir, `${file}.map`)
    let map: TraceMap
    try {
      map = new TraceMap(await readFile(mapPath, 'utf8'))
    } catch {
      add(0, code.length, '[no source map]')
      labelled.push({ file, code, runs })
      continue
    }
    const mapDir = dirname(mapPath)
    const keys = map.sources.map((source) =>
      source === null ? '[unmapped]' : keyOf(resolve(mapDir, source)),
    )
    const lines = code.split('\n')
    const mappings = decodedMappings(map)
    let lineStart = 0
    lines.forEach((line, lineIndex) => {
      const lineEnd = lineStart + line.length + 1
      const segments = mappings[lineIndex] ?? []
      add(lineStart, segments.length === 0 ? lineEnd : lineStart + (segments[0]?.[0] ?? 0), '[unmapped]')
      segments.forEach((segment, index) => {
        const next = segments[index + 1]
        const end = next ? lineStart + next[0] : lineEnd
        add(
          lineStart + segment[0],
          end,
          segment.length === 1 ? '[unmapped]' : (keys[segment[1]!] ?? '[unmapped]'),
        )
      })
      lineStart = lineEnd
    })
    labelled.push({ file, code, runs })
  }
  return labelled
}

/** Minified characters per key. */
export function charactersByKey(files: readonly LabelledFile[]): Record<string, number> {
  const totals: Record<string, number> = {}
  for (const { runs } of files) {
    for (const run of runs) totals[run.key] = (totals[run.key] ?? 0) + run.end - run.start
  }
  return totals
}
