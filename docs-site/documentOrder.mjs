// The order of the site's guides: every `docs/*.md` is on the site, without a list to edit. A guide's front matter
// `order: <number>` places it first (lowest first); then the README's "Documentation" list (its items), as a reader
// meets it on GitHub; then the rest by file name.
import { readdirSync, readFileSync } from 'node:fs'
import { basename, join } from 'node:path'

/** The `docs/*.md` files of `root`, absolute, in reading order. */
export function orderedGuides(root) {
  const files = readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => join(root, 'docs', name))
  const readmeOrder = readmeListOrder(readFileSync(join(root, 'README.md'), 'utf8'))
  const key = (file) => [
    frontMatterOrder(readFileSync(file, 'utf8')) ?? Number.POSITIVE_INFINITY,
    readmeOrder.get(basename(file)) ?? Number.POSITIVE_INFINITY,
    basename(file),
  ]
  return files
    .map((file) => ({ file, key: key(file) }))
    .sort((a, b) => a.key[0] - b.key[0] || a.key[1] - b.key[1] || a.key[2].localeCompare(b.key[2]))
    .map(({ file }) => file)
}

function frontMatterOrder(text) {
  const frontMatter = /^---\n([\s\S]*?)\n---\n/.exec(text)
  const order = frontMatter && /^order:\s*(-?\d+(?:\.\d+)?)\s*$/m.exec(frontMatter[1])
  return order ? Number(order[1]) : undefined
}

function readmeListOrder(readme) {
  const section = /^## Documentation\n([\s\S]*?)(?=^## )/m.exec(readme)?.[1] ?? ''
  const order = new Map()
  const items = section.split('\n').filter((line) => /^(- |\s{2,}\S)/.test(line))
  for (const [, name] of items.join('\n').matchAll(/\]\(docs\/([^)#]+\.md)/g))
    if (!order.has(name)) order.set(name, order.size)
  return order
}
