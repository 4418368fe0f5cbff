import { cpSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { SITE_PAGES } from './sitePages.js'
import { staticHeaders } from './staticHeaders.js'
import { writeCloudUrl } from './writeCloudUrl.js'

export type ExportSiteParameters = {
  siteDir: string
  /** Where the static site goes (created; existing files of the same names are replaced). */
  outDir: string
  cloudUrl: string
  /** The dapp origins allowed to embed the frame (none: no page may). */
  frameAncestors: readonly string[]
}

/** The built site for a static host: the cloud's URL written into each page, and a `_headers` file. */
export function exportSite({ siteDir, outDir, cloudUrl, frameAncestors }: ExportSiteParameters): void {
  cpSync(siteDir, outDir, { recursive: true })
  for (const file of new Set(Object.values(SITE_PAGES).map((page) => page.file))) {
    writeFileSync(join(outDir, file), writeCloudUrl(readFileSync(join(siteDir, file), 'utf8'), cloudUrl))
  }
  writeFileSync(join(outDir, '_headers'), staticHeaders(frameAncestors))
}
