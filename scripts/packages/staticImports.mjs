// The bare module specifiers an entry of a built package reaches through static imports only:
// what a consumer's bundler puts in the first load when the app imports that entry.
import { existsSync, readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'

const staticImport =
  /(?:^|[;\n}])\s*(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]+\s+from\s+)?['"]([^'"]+)['"]/g

/** @returns {{ bare: Set<string>, files: Set<string> }} what `entry` reaches without crossing an `import()` */
export function staticGraph(entry) {
  const files = new Set()
  const bare = new Set()
  const visit = (file) => {
    if (files.has(file)) return
    files.add(file)
    const text = readFileSync(file, 'utf8')
    for (const [, specifier] of text.matchAll(staticImport)) {
      if (specifier.startsWith('.')) {
        const target = resolve(dirname(file), specifier)
        if (existsSync(target)) visit(target)
      } else bare.add(specifier)
    }
  }
  visit(entry)
  return { bare, files }
}

/** @returns {Set<string>} bare specifiers reached from `entry` without crossing an `import()` */
export function staticImports(entry) {
  return staticGraph(entry).bare
}
