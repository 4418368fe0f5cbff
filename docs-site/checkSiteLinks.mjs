// Every link of a built docs site that stays on the site leads to a page that exists and, with a `#fragment`, to an
// element with that id on it. Links written as the site's absolute address (`siteUrl`, as in the package READMEs)
// are checked the same way. Files only, no network.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'

/**
 * @param {string} site the built site's folder
 * @param {string} siteUrl the address the site is published at
 * @returns {{ pages: number, links: number, findings: string[] }}
 */
export function checkSiteLinks(site, siteUrl) {
  const idCache = new Map()
  const idsOf = (page) => {
    if (!idCache.has(page)) {
      const html = readFileSync(page, 'utf8')
      idCache.set(page, new Set([...html.matchAll(/\s(?:id|name)="([^"]*)"/g)].map(([, id]) => decode(id))))
    }
    return idCache.get(page)
  }
  const findings = []
  const all = pagesIn(site)
  let links = 0
  for (const page of all) {
    for (const [, raw] of readFileSync(page, 'utf8').matchAll(/\s(?:href|src)="([^"]*)"/g)) {
      const href = decode(raw)
      let target = targetOf(site, siteUrl, page, href)
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
      if (!idsOf(target).has(fragment))
        findings.push(`${where}: no element with id "${fragment}" on that page`)
    }
  }
  return { pages: all.length, links, findings }
}

function pagesIn(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return pagesIn(path)
    return entry.name.endsWith('.html') ? [path] : []
  })
}

function decode(text) {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
}

/** A link's target inside the site, or undefined for a link that leaves it (another scheme or host). */
function targetOf(site, siteUrl, page, href) {
  const path = href.split('#')[0].split('?')[0]
  if (path.startsWith(siteUrl)) return resolve(site, path.slice(siteUrl.length).replace(/^\/*/, ''))
  if (/^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith('//')) return undefined
  if (path === '') return page
  return path.startsWith('/') ? join(site, path) : resolve(dirname(page), path)
}
