import { packageOfSource } from './packageOfSource.js'
import { charactersByKey, sourceBreakdown } from './sourceBreakdown.js'

/** Minified characters of some emitted files, attributed to npm packages through their source maps. */
export async function packageBreakdown(
  distDir: string,
  files: readonly string[],
  appDir: string,
): Promise<Record<string, number>> {
  return charactersByKey(await sourceBreakdown(distDir, files, (source) => packageOfSource(source, appDir)))
}
