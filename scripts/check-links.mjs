// `pnpm check:links` (part of `pnpm lint`): every relative Markdown link in README.md, docs/ and the packages' and
// apps' READMEs points at a file that exists and, with a `#fragment`, at one of its headings (GitHub's anchors). A
// published package's README has no relative link at all: on npm it would lead nowhere. Files only, no network.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..')
const packageFolders = ['packages', 'packages/adapters', 'apps'].flatMap((parent) =>
  readdirSync(join(root, parent), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(root, parent, entry.name)),
)
const markdown = (dir) =>
  readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .map((name) => join(dir, name))
const publishedReadmes = packageFolders
  .filter((dir) => existsSync(join(dir, 'package.json')))
  .filter((dir) => !JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).private)
  .map((dir) => join(dir, 'README.md'))
  .filter((file) => existsSync(file))
const files = [
  join(root, 'README.md'),
  join(root, 'CONTRIBUTING.md'),
  ...markdown(join(root, 'docs')),
  ...packageFolders.map((dir) => join(dir, 'README.md')).filter((file) => existsSync(file)),
]

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens; repeats get -1, -2, … */
function anchorsOf(file) {
  const anchors = new Set()
  const counts = new Map()
  let fenced = false
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced
    const heading = !fenced && /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line)
    if (!heading) continue
    const base = heading[1]
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-')
    const seen = counts.get(base) ?? 0
    counts.set(base, seen + 1)
    anchors.add(seen === 0 ? base : `${base}-${seen}`)
  }
  return anchors
}

/** Inline links and images outside code: [text](target) and ![alt](target), without a scheme. */
function relativeLinks(file) {
  const links = []
  let fenced = false
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line, index) => {
      if (/^\s*(```|~~~)/.test(line)) fenced = !fenced
      if (fenced) return
      const text = line.replace(/`[^`]*`/g, '')
      for (const [, target] of text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
        if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue
        links.push({ target, line: index + 1 })
      }
    })
  return links
}

const anchorCache = new Map()
const findings = []
for (const file of files) {
  const where = (line) => `${relative(root, file)}:${line}`
  const published = publishedReadmes.includes(file)
  for (const { target, line } of relativeLinks(file)) {
    if (published) {
      findings.push(`${where(line)}: ${target}: a relative link in a published README leads nowhere on npm`)
      continue
    }
    const [path, fragment] = target.split('#')
    const destination = path ? resolve(dirname(file), decodeURIComponent(path)) : file
    if (!existsSync(destination)) {
      findings.push(`${where(line)}: ${target}: no such file`)
      continue
    }
    if (fragment === undefined || statSync(destination).isDirectory()) continue
    if (!destination.endsWith('.md')) continue
    if (!anchorCache.has(destination)) anchorCache.set(destination, anchorsOf(destination))
    if (!anchorCache.get(destination).has(decodeURIComponent(fragment).toLowerCase()))
      findings.push(`${where(line)}: ${target}: no heading with that anchor`)
  }
}

if (findings.length > 0) {
  console.error(findings.join('\n'))
  process.exit(1)
}
console.log(`check:links: ${files.length} Markdown files, every relative link resolves`)
