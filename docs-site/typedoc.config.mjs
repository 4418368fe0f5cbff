// `pnpm docs:build`: the docs site, built by TypeDoc alone. Its pages: the README (home), every `docs/*.md` (see
// documentOrder.mjs), the services' READMEs, CONTRIBUTING.md, and the API reference of every published package
// with an entry point (its README, then what each `exports` entry exports). Out: docs-site/dist.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { orderedGuides } from './documentOrder.mjs'
import { codeInHeadingAnchors } from './markdown/codeInHeadingAnchors.mjs'
import { DOCS_SITE_URL } from './siteUrl.mjs'

const root = resolve(import.meta.dirname, '..')
const workspaceFolders = ['packages', 'packages/adapters', 'apps'].flatMap((parent) =>
  readdirSync(join(root, parent), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(root, parent, entry.name, 'package.json')))
    .map((entry) => join(root, parent, entry.name)),
)
const manifestOf = (folder) => JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8'))
const published = workspaceFolders.filter((folder) => !manifestOf(folder).private)
/** Libraries: their types are the reference. Services (a command, no `exports`): their README is. */
const libraries = published.filter((folder) => manifestOf(folder).exports)
const services = published.filter(
  (folder) => !manifestOf(folder).exports && existsSync(join(folder, 'README.md')),
)

/** `pnpm docs:dev --guides`: the pages without the API reference, built in seconds. */
const guidesOnly = process.env.PORTICO_DOCS_GUIDES_ONLY === '1'

/** @type {Partial<import('typedoc').TypeDocOptions>} */
export default {
  name: 'Portico',
  entryPointStrategy: guidesOnly ? 'resolve' : 'packages',
  entryPoints: guidesOnly ? [] : libraries,
  packageOptions: {
    entryPoints: ['src/exports/*.ts'],
    exclude: ['**/*.test.ts', '**/*.test.tsx'],
    excludePrivate: true,
    excludeInternal: true,
    // `pnpm typecheck` type-checks; the reference only reads the types.
    skipErrorChecking: true,
  },
  readme: join(root, 'README.md'),
  projectDocuments: [
    ...orderedGuides(root),
    ...services.map((folder) => join(folder, 'README.md')),
    join(root, 'CONTRIBUTING.md'),
  ],
  markdownItLoader: codeInHeadingAnchors,
  plugin: [join(import.meta.dirname, 'plugins/documentNames.mjs')],
  // Guides keep the order given above; the reference is alphabetical.
  sort: ['documents-first', 'alphabetical-ignoring-documents'],
  hostedBaseUrl: DOCS_SITE_URL,
  highlightLanguages: ['bash', 'sh', 'ts', 'tsx', 'js', 'json', 'yaml', 'html', 'css', 'nginx'],
  // Types a public signature names without exporting them are listed by `pnpm docs:build` as warnings.
  validation: { notExported: true, invalidLink: true, rewrittenLink: true },
  out: join(import.meta.dirname, 'dist'),
}
