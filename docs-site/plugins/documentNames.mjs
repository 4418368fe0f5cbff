// TypeDoc plugin: a document's name (its title in the navigation and the last part of its URL) is its file name
// (`docs/cloud.md` → "cloud", `documents/cloud.html`), a service's README is named after its package
// (`apps/cloud/README.md` → "@portico/cloud"), and front matter `title:` wins over both.
import { existsSync, readFileSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { Application, Converter } from 'typedoc'

/** @param {import('typedoc').Application} app */
export function load(app) {
  // With the `packages` strategy the documents join the project once the packages' projects are merged.
  app.on(Application.EVENT_PROJECT_REVIVE, nameDocuments)
  app.converter.on(Converter.EVENT_RESOLVE_BEGIN, (context) => nameDocuments(context.project))
}

/** @param {import('typedoc').ProjectReflection} project */
function nameDocuments(project) {
  for (const document of project.documents ?? []) {
    if (typeof document.frontmatter.title === 'string') continue
    const path = project.files.getReflectionPath(document)
    if (path) document.name = nameOf(path)
  }
}

function nameOf(path) {
  const manifest = join(dirname(path), 'package.json')
  if (basename(path) === 'README.md' && existsSync(manifest))
    return JSON.parse(readFileSync(manifest, 'utf8')).name
  return basename(path, '.md')
}
