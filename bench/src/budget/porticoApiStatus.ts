import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { benchRoot } from '../apps/benchApps.js'

/** The public names the Portico bench app imports, by package. */
export const plannedExports: Record<string, string[]> = {
  '@portico/core': ['createPortico'],
  '@portico/adapter-eip155': ['eip155Adapter'],
  '@portico/react': ['PorticoProvider', 'ConnectButton'],
}

export type PorticoApiStatus = { ready: boolean; missing: string[] }

/**
 * Whether Portico's packages export what the bench app imports yet, read from each package's `.`
 * entry file (explicit named re-exports, as every Portico package has).
 */
export async function porticoApiStatus(): Promise<PorticoApiStatus> {
  const missing: string[] = []
  for (const [name, exports] of Object.entries(plannedExports)) {
    const source = await entrySource(name)
    for (const exported of exports) {
      if (!new RegExp(`\\b${exported}\\b`).test(source)) missing.push(`${name} ${exported}`)
    }
  }
  return { ready: missing.length === 0, missing }
}

async function entrySource(name: string): Promise<string> {
  const dir = join(benchRoot, 'node_modules', name)
  try {
    const manifest = JSON.parse(await readFile(join(dir, 'package.json'), 'utf8'))
    const entry = typeof manifest.exports === 'string' ? manifest.exports : manifest.exports?.['.']
    const file = typeof entry === 'string' ? entry : entry?.default
    if (typeof file !== 'string') return ''
    return (await readFile(join(dir, file), 'utf8')).replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '')
  } catch {
    return ''
  }
}
