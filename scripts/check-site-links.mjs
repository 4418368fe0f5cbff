// `pnpm docs:check` (after `pnpm docs:build`): every link within the built docs site, and every link to the site's
// own address (DOCS_SITE_URL, as in the package READMEs), leads to a page and heading of it
// (docs-site/checkSiteLinks.mjs). Files only, no network.
import { existsSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { checkSiteLinks } from '../docs-site/checkSiteLinks.mjs'
import { DOCS_SITE_URL } from '../docs-site/siteUrl.mjs'

const site = resolve(import.meta.dirname, '../docs-site/dist')
if (!existsSync(join(site, 'index.html'))) {
  console.error(`check-site-links: no site at ${relative(process.cwd(), site)}; run pnpm docs:build first`)
  process.exit(1)
}
const { pages, links, findings } = checkSiteLinks(site, DOCS_SITE_URL)
if (findings.length > 0) {
  console.error(findings.join('\n'))
  console.error(`check-site-links: ${findings.length} broken links`)
  process.exit(1)
}
console.log(`check-site-links: ${pages} pages, ${links} links within the site, every one resolves`)
