import type { AppChoices } from '../options/AppChoices.js'
import type { PorticoVersions } from '../versions/porticoVersions.js'
import { appSettings, envFiles } from './envFiles.js'
import { nextFiles } from './nextFiles.js'
import { packageJson } from './packageJson.js'
import type { RenderedFile } from './RenderedFile.js'
import { readme } from './readme.js'
import { viteFiles } from './viteFiles.js'

const GITIGNORE = `node_modules
dist
.next
next-env.d.ts
*.tsbuildinfo
.env
`

/** Every file of the app the choices describe; nothing is written (see writeApp). */
export function renderApp(choices: AppChoices, versions: PorticoVersions): RenderedFile[] {
  const settings = appSettings(choices)
  return [
    { path: 'package.json', contents: packageJson(choices, versions) },
    ...(choices.template === 'vite' ? viteFiles(choices, settings) : nextFiles(choices, settings)),
    ...envFiles(choices, settings),
    { path: '.gitignore', contents: GITIGNORE },
    { path: 'README.md', contents: readme(choices) },
  ]
}
