// Writes src/cloud/packageVersion.ts from package.json, so the built package carries its version
// without importing a file outside src/. Run by `build` and by the root `version-packages` script.
import { readFileSync, writeFileSync } from 'node:fs'

const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'))
const target = new URL('../src/cloud/packageVersion.ts', import.meta.url)
const text = `// Written by scripts/writeVersion.mjs from package.json: do not edit.\nexport const PACKAGE_VERSION = '${version}'\n`
let current = ''
try {
  current = readFileSync(target, 'utf8')
} catch {}
if (current !== text) writeFileSync(target, text)
