// `pnpm docs:check` (after `pnpm docs:build`): every link of the built docs site that stays on the site leads to a
// page that exists and, with a `#fragment`, to an element with that id on it. Links written as absolute addresses of
// the site (DOCS_SITE_URL, as in the package READMEs) are checked the same way. Files only, no network.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { DOCS_SITE_URL } from '../docs-site/siteUrl.mjs'

const site = resolve(import.meta.dirname, '../docs-site/dist')
if (!existsSync(join(site, 'index.html'))) {
  console.error(`check-site-links: no site at ${relative(process.cwd(), site)}; run pnpm docs:build first`)
  process.exit(1)
}

const pages = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return pages(path)
    return entry.name.endsWith('.html') ? [path] : []
  })

const decode = (text) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

const idCache = new Map()
/** The ids (and names) a page's elements carry: what a `#fragment` can land on. */
function idsOf(page) {
  if (!idCache.has(page)) {
    const html = readFileSync(page, 'utf8')
    idCache.set(page, new Set([...html.matchAll(/\s(?:id|name)="([^"]*)"/g)].map(([, id]) => decode(id))))
  }
  return idCache.get(page)
}

/** A link's target inside the site, or undefined for a link that leaves it (another scheme or host). */
function targetOf(page, href) {
  if (href.startsWith(DOCS_SITE_URL))
    return resolve(site, href.slice(DOCS_SITE_URL.length).replace(/^\/*/, ''))
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) return undefined
  const path = href.split('#')[0].split('?')[0]
  if (path === '') return page
  return path.startsWith('/') ? join(site, path) : resolve(dirname(page), path)
}

const findings = []
const all = pages(site)
let links = 0
for (const page of all) {
  const html = readFileSync(page, 'utf8')
  for (const [, raw] of html.matchAll(/\s(?:href|src)="([^"]*)"/g)) {
    const href = decode(raw)
    let target = targetOf(page, href)
    if (target === undefined) continue
    links++
    const where = `${relative(site, page)}: ${href}`
    target = decodeURIComponent(target)
    if (existsSync(target) && statSync(target).isDirectory()) target = join(target, 'index.html')
    if (!existsSync(target)) {
      findings.push(`${where}: no such page`)
      continue
    }
    const fragment = href.includes('#') ? decodeURIComponent(href.slice(href.indexOf('#') + 1)) : ''
    if (fragment === '' || !target.endsWith('.html')) continue
    if (!idsOf(target).has(fragment)) findings.push(`${where}: no element with id "${fragment}" on that page`)
  }
}

if (findings.length > 0) {
  console.error(findings.join('\n'))
  console.error(`check-site-links: ${findings.length} broken links`)
  process.exit(1)
}
console.log(`check-site-links: ${all.length} pages, ${links} links within the site, every one resolves`)
