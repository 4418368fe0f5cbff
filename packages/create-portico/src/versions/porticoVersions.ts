import { readFileSync } from 'node:fs'
import { CreatePorticoError } from '../options/CreatePorticoError.js'

/** The Portico packages' version ranges, by package name. */
export type PorticoVersions = Readonly<Record<string, string>>

/**
 * The Portico versions this release of the starter was published with: its own package.json lists every Portico
 * package as a development dependency, which `pnpm publish` writes as the released version (`^1.2.3`), so each
 * release of the starter puts the Portico of the same day into the apps it creates.
 */
export function porticoVersions(
  manifestUrl = new URL('../../package.json', import.meta.url),
): PorticoVersions {
  const manifest = JSON.parse(readFileSync(manifestUrl, 'utf8')) as {
    devDependencies?: Record<string, string>
  }
  const versions = Object.fromEntries(
    Object.entries(manifest.devDependencies ?? {}).filter(([name]) => name.startsWith('@portico/')),
  )
  if (Object.keys(versions).length === 0)
    throw new CreatePorticoError(
      `${manifestUrl.pathname} names no Portico package: reinstall create-portico.`,
    )
  return versions
}
