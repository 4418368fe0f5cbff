// `pnpm check:existing-app`: docs/embedding.md's install works in an existing wagmi app. In an empty folder outside
// the repository, an app is first installed without Portico (wagmi 3.7, viem, TanStack Query, React 19, TypeScript and
// vitest 3, from the npm registry: in such an app npm keeps @wagmi/core inside wagmi); then the page's command adds
// Portico from .packs/ (`pnpm pack:packages`) exactly as written there, with the `.npmrc` that page gives for npm;
// then `npm ls` must find every peer dependency of ours satisfied (optional ones included: vitest). Exits 1 with
// npm's report.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..')
const packs = join(root, '.packs')
const example = JSON.parse(readFileSync(join(root, 'examples/vite-react18/package.json'), 'utf8'))
const pinned = (name) => example.dependencies[name] ?? example.devDependencies[name]
const app = mkdtempSync(join(tmpdir(), 'portico-existing-app-'))
const env = {
  ...process.env,
  npm_config_audit: 'false',
  npm_config_fund: 'false',
  npm_config_update_notifier: 'false',
}
const npm = (args) =>
  execFileSync('npm', args, { cwd: app, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })

const page = readFileSync(join(root, 'docs/embedding.md'), 'utf8')

/** The `npm install …` line of docs/embedding.md, Portico's packages taken from .packs/. */
function documentedInstall() {
  const line = /^npm install (@portico\/core [^\n]+)$/m.exec(page)?.[1]
  if (!line) throw new Error('docs/embedding.md has no `npm install @portico/core …` line')
  return line
    .split(/\s+/)
    .map((name) =>
      name.startsWith('@portico/') ? join(packs, `${name.slice(1).replace('/', '-')}.tgz`) : name,
    )
}

/** The `.npmrc` docs/embedding.md gives npm users (its first `ini` block). */
function documentedNpmrc() {
  const block = /```ini\n([^`]*)```/.exec(page)?.[1]
  if (!block) throw new Error('docs/embedding.md has no `.npmrc` (```ini) block')
  return block
}

try {
  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify({
      name: 'existing-wagmi-app',
      private: true,
      type: 'module',
      dependencies: {
        wagmi: pinned('wagmi'),
        viem: pinned('viem'),
        '@tanstack/react-query': pinned('@tanstack/react-query'),
        react: '19.3.1',
        'react-dom': '19.3.1',
      },
      devDependencies: { typescript: pinned('typescript'), vitest: '3.2.7' },
    }),
  )
  npm(['install'])
  writeFileSync(join(app, '.npmrc'), documentedNpmrc())
  console.log('› an existing wagmi app: installed')
  const packages = documentedInstall()
  npm(['install', ...packages])
  console.log(`› ${packages.length} packages added as docs/embedding.md says`)
  npm([
    'ls',
    '--all',
    '@portico/core',
    '@portico/react',
    '@portico/adapter-eip155',
    'react',
    'react-dom',
    'viem',
    '@wagmi/core',
    'vitest',
  ])
  console.log('› every peer dependency of Portico is satisfied')
} catch (error) {
  console.error(`check:existing-app: ${error.message}\n${error.stdout ?? ''}${error.stderr ?? ''}`)
  process.exitCode = 1
} finally {
  rmSync(app, { recursive: true, force: true })
}
