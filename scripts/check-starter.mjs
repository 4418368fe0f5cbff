// `pnpm check:starter`: `npm create portico` as a team runs it, from the packed packages (.packs/, written by
// `pnpm pack:packages`). For each template, with a few namespaces and features (all five namespaces and every
// feature between them), the packed create-portico writes an app into an empty folder outside the repository; the
// app's package.json must name the Portico versions create-portico was packed with; the Portico packages are then
// installed from their tarballs (the app's own and the ones they depend on), the rest with npm as the examples are,
// and the app is type-checked and built for production, then opened in Chromium from its production server
// (scripts/starter/openStarterApp.mjs). Prints each app's time.
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { tarballName } from './packages/publishedPackages.mjs'
import { openStarterApp } from './starter/openStarterApp.mjs'

const root = resolve(import.meta.dirname, '..')
const packs = join(root, '.packs')
const apps = [
  { template: 'vite', namespaces: 'eip155,solana,polkadot', features: 'walletconnect,siwx,send,receive' },
  { template: 'next', namespaces: 'eip155,bip122,cosmos', features: 'email,siwx,activity,names,multiwallet' },
]
const env = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: '1',
  npm_config_audit: 'false',
  npm_config_fund: 'false',
  npm_config_update_notifier: 'false',
}
const run = (command, args, cwd) => execFileSync(command, args, { cwd, env, stdio: 'inherit' })
const seconds = (since) => `${Math.round((performance.now() - since) / 1000)} s`

/** A tarball's package.json. */
const manifestOf = (name) =>
  JSON.parse(
    execFileSync('tar', ['xzOf', join(packs, tarballName(name)), 'package/package.json'], {
      encoding: 'utf8',
    }),
  )

const starter = manifestOf('create-portico')
// One folder per clone, emptied when the next run starts rather than when this one ends: removing two apps'
// node_modules took minutes on the busy two-core machine, and a fresh clone (CI) has nothing to remove.
const scratch = join(
  tmpdir(),
  `portico-starter-${createHash('sha256').update(root).digest('hex').slice(0, 12)}`,
)
rmSync(scratch, { recursive: true, force: true })
mkdirSync(scratch)
const startedAll = performance.now()
try {
  for (const app of apps) {
    const started = performance.now()
    const name = `starter-${app.template}`
    console.log(`› starter: npm create portico (${app.template}; ${app.namespaces}; ${app.features})`)
    run(
      'npm',
      [
        'exec',
        '--yes',
        '--prefer-offline',
        `--package=${join(packs, tarballName('create-portico'))}`,
        '--',
        'create-portico',
        name,
        `--template=${app.template}`,
        `--namespaces=${app.namespaces}`,
        `--features=${app.features}`,
        '--yes',
      ],
      scratch,
    )
    const dir = join(scratch, name)
    const times = [`create ${seconds(started)}`]
    let phase = performance.now()
    installFromTarballs(dir)
    times.push(`install ${seconds(phase)}`)
    // Both builds type-check the app first (Vite's `tsc --noEmit && vite build`; `next build` runs TypeScript and
    // fails on an error), so a separate `npm run typecheck` would only repeat it.
    console.log(`› starter: ${name}: build (type-check, then build for production)`)
    phase = performance.now()
    run('npm', ['run', 'build', '--silent'], dir)
    times.push(`build ${seconds(phase)}`)
    console.log(`› starter: ${name}: open (the production server, the page in Chromium)`)
    phase = performance.now()
    await openStarterApp({ root, dir, template: app.template })
    times.push(`open ${seconds(phase)}`)
    console.log(`› starter: ${name}: ok in ${seconds(started)} (${times.join(', ')})`)
  }
} finally {
  console.log(`› starter: ${seconds(startedAll)} in all; the apps stay in ${scratch} until the next run`)
}

/**
 * Checks that the app names the Portico versions create-portico was packed with, then points every Portico package
 * it needs, and every one those need in turn, at its tarball (they are not on the registry), and installs.
 */
function installFromTarballs(dir) {
  const file = join(dir, 'package.json')
  const manifest = JSON.parse(readFileSync(file, 'utf8'))
  const wanted = Object.keys(manifest.dependencies).filter((name) => name.startsWith('@portico/'))
  for (const name of wanted)
    if (manifest.dependencies[name] !== starter.devDependencies[name])
      throw new Error(
        `${name}: the app asks for ${manifest.dependencies[name]}, create-portico was packed with ${starter.devDependencies[name]}`,
      )
  const closure = new Set()
  const visit = (name) => {
    if (closure.has(name)) return
    closure.add(name)
    for (const dependency of Object.keys(manifestOf(name).dependencies ?? {}))
      if (dependency.startsWith('@portico/')) visit(dependency)
  }
  for (const name of wanted) visit(name)
  for (const name of closure) manifest.dependencies[name] = `file:${join(packs, tarballName(name))}`
  writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`)
  console.log(`› starter: ${manifest.name}: npm install (${closure.size} Portico packages from .packs/)`)
  // No lockfile: the tarballs change with every build; third-party versions are pinned by create-portico.
  run('npm', ['install', '--no-package-lock', '--prefer-offline', '--loglevel=error'], dir)
}
