import { join } from 'node:path'
import { build } from 'vite'
import { benchRoot } from '../apps/benchApps.js'
import { type GzipSize, gzipSize } from '../size/compressedSize.js'
import type { BuiltChunk } from './smartAccountChunks.js'

/** The secure site's production build, in memory: its chunks, the frame page's entry chunk and each chunk's bytes. */
export type SecureSiteBuild = { chunks: BuiltChunk[]; frameEntry: string; sizes: Record<string, GzipSize> }

/** `apps/secure`'s production build with its own Vite config (apps/secure/vite.config.ts), nothing written to disk. */
export async function buildSecureSite(): Promise<SecureSiteBuild> {
  const root = join(benchRoot, '..', 'apps', 'secure')
  const output = await build({
    root,
    configFile: join(root, 'vite.config.ts'),
    logLevel: 'silent',
    build: { write: false, emptyOutDir: false },
  })
  const outputs = (Array.isArray(output) ? output : [output]).flatMap((each) =>
    'output' in each ? each.output : [],
  )
  const chunks: BuiltChunk[] = []
  const sizes: Record<string, GzipSize> = {}
  let frameEntry: string | undefined
  for (const item of outputs) {
    if (item.type !== 'chunk') continue
    chunks.push({
      fileName: item.fileName,
      isEntry: item.isEntry,
      imports: item.imports,
      dynamicImports: item.dynamicImports,
      moduleIds: item.moduleIds,
    })
    sizes[item.fileName] = await gzipSize(new TextEncoder().encode(item.code))
    if (item.isEntry && item.facadeModuleId?.endsWith('/apps/secure/index.html')) frameEntry = item.fileName
  }
  if (!frameEntry) throw new Error('the secure site built no chunk for its frame page (index.html)')
  return { chunks, frameEntry, sizes }
}
