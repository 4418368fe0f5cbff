import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Application } from 'typedoc'
import { afterEach, describe, expect, it } from 'vitest'
import { checkSiteLinks } from './checkSiteLinks.mjs'
import { codeInHeadingAnchors } from './markdown/codeInHeadingAnchors.mjs'

const SITE_URL = 'https://docs.example.test/'
const folders: string[] = []
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})

function folderWith(files: Record<string, string>): string {
  const folder = mkdtempSync(join(tmpdir(), 'portico-docs-site-'))
  folders.push(folder)
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(folder, name, '..'), { recursive: true })
    writeFileSync(join(folder, name), text)
  }
  return folder
}

/** Builds `docs/*.md` of a folder into a site as `pnpm docs:build` does, without the API reference. */
async function buildGuides(folder: string, names: string[]): Promise<string> {
  const out = join(folder, 'dist')
  const app = await Application.bootstrapWithPlugins({
    name: 'Fixture',
    entryPoints: [],
    readme: 'none',
    projectDocuments: names.map((name) => join(folder, 'docs', name)),
    markdownItLoader: codeInHeadingAnchors,
    plugin: [join(import.meta.dirname, 'plugins/documentNames.mjs')],
    logLevel: 'Error',
  })
  const project = await app.convert()
  if (!project) throw new Error('TypeDoc converted nothing')
  await app.generateDocs(project, out)
  return out
}

describe('the docs site', () => {
  it("gives a heading with code the anchor GitHub gives it, so a guide's link works on both", async () => {
    const folder = folderWith({
      'docs/features.md': '# Features\n\n### Send (`@portico/send`)\n\nText.\n',
      'docs/walletconnect.md': '# WalletConnect\n\nSee [Send](features.md#send-porticosend).\n',
    })
    const site = await buildGuides(folder, ['features.md', 'walletconnect.md'])

    expect(readFileSync(join(site, 'documents/features.html'), 'utf8')).toContain('id="send-porticosend"')
    expect(checkSiteLinks(site, SITE_URL).findings).toEqual([])
  }, 60_000)

  it('reports a link to a missing page or anchor, relative or at the site address', () => {
    const site = folderWith({
      'index.html': [
        '<a href="documents/a.html#intro">ok</a>',
        '<a href="documents/gone.html">gone</a>',
        '<a href="documents/a.html#nowhere">no anchor</a>',
        `<a href="${SITE_URL}documents/a.html#intro">absolute ok</a>`,
        `<a href="${SITE_URL}documents/b.html">absolute gone</a>`,
        '<a href="https://elsewhere.example.test/x.html">left alone</a>',
      ].join('\n'),
      'documents/a.html': '<h1 id="intro">Intro</h1>',
    })

    expect(checkSiteLinks(site, SITE_URL)).toEqual({
      pages: 2,
      links: 5,
      findings: [
        'index.html: documents/gone.html: no such page',
        'index.html: documents/a.html#nowhere: no element with id "nowhere" on that page',
        `index.html: ${SITE_URL}documents/b.html: no such page`,
      ],
    })
  })
})
