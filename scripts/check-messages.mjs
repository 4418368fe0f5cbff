#!/usr/bin/env node
// The catalogue check (CI, lint step; alone: `pnpm check:messages`). Fails when a key the code
// uses is missing from the English catalogue, or a key of the English catalogue is used nowhere.
// It also fails on visible text written into a product package's React component (JSX text, or a literal label,
// placeholder, title or alt) instead of coming from the catalogue.
// Every other locale of core's catalogue must have every key (English-only relative-time keys aside): a key a
// locale lacks would show in English to that locale's visitors, so it fails the check as a feature package's does.
// A feature package's own texts (packages/<name>/src/messages: en.ts and one file per locale) are checked the same
// way, and more strictly: every locale has exactly the keys of its en.ts, each with the same placeholders, and its
// keys must not clash with core's or another package's.
// The embedded wallet's frame page (apps/secure) has its own small catalogue (apps/secure/src/i18n: frameEnglish.ts
// and one file per locale): its keys must all be used there, its t('…') keys must exist, and every locale must have
// every key (the frame loads one catalogue and has no widget catalogue to fall back on but English).
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'

const root = new URL('..', import.meta.url).pathname
const cataloguesDir = join(root, 'packages/core/src/i18n/catalogues')
const frameDir = join(root, 'apps/secure/src')
const frameI18nDir = join(frameDir, 'i18n')
const frameCataloguesDir = join(frameI18nDir, 'catalogues')
const frameEnglishFile = join(frameI18nDir, 'frameEnglish.ts')
// Keys only English has: other locales format relative time with Intl.RelativeTimeFormat.
const ENGLISH_ONLY = /^time\./
// Where product code lives: every package's and app's src, tests and catalogues left out.
const SOURCE_ROOTS = ['packages', 'apps']
const SKIP_DIRS = new Set(['node_modules', 'dist', 'e2e', 'test', 'testWorld', '.turbo'])
const LOCALE_FILES = ['en', 'de', 'es', 'fr', 'ja', 'zh-CN', 'pt-BR', 'ar']
// A package's catalogues: its src/messages folder, when it has an en.ts.
const packageMessageDirs = readdirSync(join(root, 'packages'))
  .map((name) => join(root, 'packages', name, 'src/messages'))
  .filter((dir) => {
    try {
      return statSync(join(dir, 'en.ts')).isFile()
    } catch {
      return false
    }
  })

function catalogueKeys(file) {
  const text = readFileSync(file, 'utf8')
  return new Set([...text.matchAll(/^ {2}'([^']+)':/gm)].map((match) => match[1]))
}

// Each key of a catalogue file with the placeholders of its text (plural forms included; `count` aside).
function cataloguePlaceholders(file) {
  const text = readFileSync(file, 'utf8')
  const starts = [...text.matchAll(/^ {2}'([^']+)':/gm)]
  return new Map(
    starts.map((match, index) => {
      const body = text.slice(match.index, starts[index + 1]?.index ?? text.length)
      const names = [...body.matchAll(/\{(\w+)\}/g)]
        .map((found) => found[1])
        .filter((name) => name !== 'count')
      return [match[1], [...new Set(names)].sort().join(',')]
    }),
  )
}

function sourceFiles(dir, found = []) {
  for (const name of readdirSync(dir)) {
    if (SKIP_DIRS.has(name)) continue
    const path = join(dir, name)
    if (path === cataloguesDir || path === frameCataloguesDir || path === frameEnglishFile) continue
    if (packageMessageDirs.includes(path)) continue
    if (statSync(path).isDirectory()) sourceFiles(path, found)
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$|\.d\.ts$/.test(name) && path.includes('/src/'))
      found.push(path)
  }
  return found
}

// The English catalogue: en.ts (the views), enBundled.ts (in the page's initial JS), enTime.ts
// (relative time, English only), and the texts
// of errors/catalogue.ts (`error.<code>` for VISITOR_ERROR_CODES) and errors/alerts.ts (`alert.<code>.title|description`).
const errorsCatalogue = readFileSync(join(root, 'packages/core/src/errors/catalogue.ts'), 'utf8')
const visitorErrors = errorsCatalogue.match(/VISITOR_ERROR_CODES = \[([^\]]*)\]/)?.[1] ?? ''
const alertsFile = readFileSync(join(root, 'packages/core/src/errors/alerts.ts'), 'utf8')
const alertsBlock = alertsFile.slice(alertsFile.indexOf('export const ALERTS'))
const derived = [
  ...[...visitorErrors.matchAll(/'([A-Z0-9_]+)'/g)].map((match) => `error.${match[1]}`),
  ...[...alertsBlock.matchAll(/^ {2}([A-Z0-9_]+): \{/gm)].flatMap((match) => [
    `alert.${match[1]}.title`,
    `alert.${match[1]}.description`,
  ]),
]
if (derived.length === 0)
  throw new Error('check-messages: found no error or alert codes in errors/catalogue.ts and errors/alerts.ts')
const en = new Set([
  ...catalogueKeys(join(cataloguesDir, 'enBundled.ts')),
  ...catalogueKeys(join(cataloguesDir, 'enTime.ts')),
  ...catalogueKeys(join(cataloguesDir, 'en.ts')),
  ...derived,
])
// Each package's catalogues: the same keys in every locale, the same placeholders, no key of core's or another's.
const packageProblems = []
const packageKeys = new Set()
for (const dir of packageMessageDirs) {
  const name = relative(root, dir)
  const english = cataloguePlaceholders(join(dir, 'en.ts'))
  if (english.size === 0) packageProblems.push(`${name}/en.ts: no keys`)
  for (const key of english.keys()) {
    if (en.has(key) || packageKeys.has(key))
      packageProblems.push(`${name}/en.ts: '${key}' is a key of another catalogue`)
    packageKeys.add(key)
  }
  for (const locale of LOCALE_FILES.slice(1)) {
    let texts
    try {
      texts = cataloguePlaceholders(join(dir, `${locale}.ts`))
    } catch {
      packageProblems.push(`${name}/${locale}.ts: missing`)
      continue
    }
    const absent = [...english.keys()].filter((key) => !texts.has(key))
    const extra = [...texts.keys()].filter((key) => !english.has(key))
    const unlike = [...texts].filter(([key, names]) => english.has(key) && english.get(key) !== names)
    if (absent.length > 0) packageProblems.push(`${name}/${locale}.ts: missing ${absent.join(', ')}`)
    if (extra.length > 0) packageProblems.push(`${name}/${locale}.ts: not in en.ts: ${extra.join(', ')}`)
    for (const [key, names] of unlike)
      packageProblems.push(
        `${name}/${locale}.ts: '${key}' has placeholders {${names}}, English {${english.get(key)}}`,
      )
  }
}
const coreEnglish = new Set(en)
for (const key of packageKeys) en.add(key)
const frameEnglish = catalogueKeys(frameEnglishFile)
if (frameEnglish.size === 0)
  throw new Error('check-messages: found no keys in apps/secure/src/i18n/frameEnglish.ts')
const used = new Set()
const frameUsed = new Set()
const frameMissing = []
const missing = []
const literals = []
for (const file of SOURCE_ROOTS.flatMap((dir) => sourceFiles(join(root, dir)))) {
  const text = readFileSync(file, 'utf8')
  if (file.startsWith(`${frameDir}/`)) {
    // The frame page: its keys against its own catalogue (t('frame.x'), context.t('frame.x'), tables of keys).
    for (const [, key] of text.matchAll(/['"`](frame(?:\.[A-Za-z0-9_]+)+)['"`]/g)) {
      if (frameEnglish.has(key)) frameUsed.add(key)
      else frameMissing.push(`${relative(root, file)}: '${key}'`)
    }
    continue
  }
  // Any quoted key counts as a use: t('x.y'), tables of keys, en['error.X'] in errors/catalogue.ts.
  for (const [, key] of text.matchAll(/['"`]([a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9_]+)+)['"`]/g)) {
    if (en.has(key)) used.add(key)
  }
  // A key given to t(...) that English lacks (tsc catches it in typed code; this also covers JS).
  for (const match of text.matchAll(/\bt\(\s*['"]([^'"]+)['"]/g)) {
    if (!en.has(match[1])) missing.push(`${relative(root, file)}: t('${match[1]}')`)
  }
  // Visible text written straight into JSX: a text node or a literal user-facing attribute.
  if (file.endsWith('.tsx') && relative(root, file).startsWith('packages/')) {
    const code = text.replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, '')
    for (const match of code.matchAll(
      />\s*([A-Za-z][^<>{}]*?)\s*<\/|\b(?:label|placeholder|title|alt|aria-label)="([^"]*[A-Za-z][^"]*)"/g,
    )) {
      literals.push(`${relative(root, file)}: ${(match[1] ?? match[2]).trim()}`)
    }
  }
  // Keys built from a code (`error.${code}`, `alert.${code}.title`): each key is written out in
  // errors/catalogue.ts or errors/alerts.ts, which counts as its use above.
}

// An error's or alert's key is used through its code (errorText, alertText), like the code itself.
const unused = [...en].filter((key) => !used.has(key) && !derived.includes(key))
const coreUntranslated = []
for (const file of readdirSync(cataloguesDir)
  .filter((name) => !name.startsWith('en') && !name.endsWith('.test.ts'))
  .sort()) {
  const keys = catalogueKeys(join(cataloguesDir, file))
  const untranslated = [...coreEnglish].filter((key) => !keys.has(key) && !ENGLISH_ONLY.test(key))
  const locale = file.replace(/\.ts$/, '')
  if (untranslated.length > 0)
    coreUntranslated.push(
      `${locale}: ${untranslated.length} keys would show in English: ${untranslated.join(', ')}`,
    )
}
const frameUnused = [...frameEnglish].filter((key) => !frameUsed.has(key))
const frameUntranslated = []
for (const file of readdirSync(frameCataloguesDir).sort()) {
  const keys = catalogueKeys(join(frameCataloguesDir, file))
  const absent = [...frameEnglish].filter((key) => !keys.has(key))
  const extra = [...keys].filter((key) => !frameEnglish.has(key))
  if (absent.length > 0 || extra.length > 0)
    frameUntranslated.push(
      `${file}: missing ${absent.join(', ') || 'none'}; unknown ${extra.join(', ') || 'none'}`,
    )
}
if (frameMissing.length > 0)
  console.error(
    `Frame keys used in apps/secure but missing from frameEnglish.ts:\n  ${frameMissing.join('\n  ')}`,
  )
if (frameUnused.length > 0)
  console.error(`Keys of frameEnglish.ts used nowhere in apps/secure:\n  ${frameUnused.join('\n  ')}`)
if (frameUntranslated.length > 0)
  console.error(
    `Frame catalogues that do not have exactly frameEnglish.ts's keys:\n  ${frameUntranslated.join('\n  ')}`,
  )
if (missing.length > 0)
  console.error(
    `Keys used in code but missing from en.ts (core's or a package's):\n  ${missing.join('\n  ')}`,
  )
if (unused.length > 0)
  console.error(`Keys of en.ts used nowhere (remove them or use them):\n  ${unused.join('\n  ')}`)
if (literals.length > 0)
  console.error(
    `Visible text written into components (use t('…') and a key in en.ts):\n  ${literals.join('\n  ')}`,
  )
if (coreUntranslated.length > 0)
  console.error(
    `Core's locales that lack keys of en.ts (translate them):\n  ${coreUntranslated.join('\n  ')}`,
  )
if (packageProblems.length > 0)
  console.error(
    `Feature packages' catalogues (src/messages) that do not agree:\n  ${packageProblems.join('\n  ')}`,
  )
const frameFailed = frameMissing.length > 0 || frameUnused.length > 0 || frameUntranslated.length > 0
if (
  missing.length > 0 ||
  unused.length > 0 ||
  literals.length > 0 ||
  frameFailed ||
  coreUntranslated.length > 0 ||
  packageProblems.length > 0
)
  process.exit(1)
console.log(
  `messages: ${coreEnglish.size} keys in core's English catalogue, all used, none missing, every locale has them all`,
)
console.log(
  `feature messages: ${packageKeys.size} keys in ${packageMessageDirs.length} packages' catalogues (${packageMessageDirs
    .map((dir) => relative(join(root, 'packages'), join(dir, '../..')))
    .join(', ')}), all used, every locale has them all with the same placeholders`,
)
console.log(
  `frame messages: ${frameEnglish.size} keys in frameEnglish.ts, all used, every locale has them all`,
)
