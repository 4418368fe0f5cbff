// `pnpm check:packages`: what a consumer installs is right. For every published package, on the
// tarball `pnpm pack:packages` wrote to .packs/: publint and arethetypeswrong (ESM only: node16
// from ESM and bundler must resolve types and code) report nothing, no test code ships, the heavy
// chain libraries stay behind import() in the built code, the embedded wallet's e-mail and social
// parts stay behind import() too, a command (bin) imports only its declared dependencies and never
// the devnet or test helpers, and @portico/react's entry keeps "use client". Exits 1 with every
// finding listed. Then `check-service-tarballs.mjs` installs the cloud and the secure site with npm
// and starts them.
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { publint } from 'publint'
import { formatMessage } from 'publint/utils'
import { checkOptionalPeer } from './packages/checkOptionalPeer.mjs'
import { publishedPackages, tarballName } from './packages/publishedPackages.mjs'
import { staticGraph, staticImports } from './packages/staticImports.mjs'

const root = resolve(import.meta.dirname, '..')
const packs = join(root, '.packs')
// Loaded with import() in source, so an app that never needs them never downloads them.
const deferred = [
  '@polkadot/api',
  '@polkadot/util',
  '@polkadot/util-crypto',
  '@solana/kit',
  '@solana-program/system',
  '@solana-program/token',
  '@scure/btc-signer',
  'cosmjs-types',
  '@cosmjs/encoding',
  'viem',
]
const productPackages = /^@portico\/(core|react|adapter-|siwx|receive|activity|names|send|embedded)/
// Built files an entry must reach only through import(): the embedded wallet's login views (e-mail field,
// social buttons, EmailLogin, …) and its controller with the frame client.
const splitPoints = { '@portico/embedded': /\/dist\/(views\/|wallet\/createEmbeddedController\.js$)/ }
// The services: a command a team runs. Their published files need nothing but their dependencies, and
// never the devnet or test helpers.
const services = new Set(['@portico/cloud', '@portico/secure'])
const developmentOnly = /^@portico\/(devnet|devnet-polkadot|testing)(\/|$)|^vitest(\/|$)/
// import … from 'x', export … from 'x', import 'x', import('x').
const moduleImports = [
  /(?:^|[;\n}])\s*(?:import|export)\s[^'";]*?\bfrom\s*['"]([^'"]+)['"]/g,
  /(?:^|[;\n}])\s*import\s*['"]([^'"]+)['"]/g,
  /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
]
const packageName = /^(@[\w.~-]+\/)?[\w.~-]+/
// Optional peers an entry needs: without the peer, that entry's import must say what to install, and every other
// entry must load; with it, every entry loads.
const optionalPeerEntries = { '@portico/testing': { peer: '@playwright/test', needs: ['./playwright'] } }
const findings = []

for (const { name, dir, manifest } of publishedPackages(root)) {
  const tarball = join(packs, tarballName(name))
  const { messages, pkg } = await publint({
    pack: { tarball: readFileSync(tarball).buffer },
    level: 'warning',
    strict: true,
  })
  for (const message of messages) findings.push(`${name}: publint: ${formatMessage(message, pkg)}`)

  try {
    execFileSync('pnpm', ['exec', 'attw', tarball, '--profile', 'esm-only', '--format', 'ascii'], {
      cwd: root,
      stdio: 'pipe',
    })
  } catch (error) {
    findings.push(`${name}: arethetypeswrong:\n${error.stdout}`)
  }

  const files = execFileSync('tar', ['tzf', tarball], { encoding: 'utf8' }).split('\n')
  for (const file of files) {
    if (/\.test\.[jt]sx?$|\.test\.d\.ts$/.test(file)) findings.push(`${name}: ships a test file: ${file}`)
    if (file.includes('/testWorld/') && name !== '@portico/adapter-kit')
      findings.push(`${name}: ships its test world: ${file}`)
  }

  for (const [entry, target] of Object.entries(manifest.publishConfig?.exports ?? {})) {
    if (!splitPoints[name]) continue
    for (const file of staticGraph(join(dir, target.default)).files)
      if (splitPoints[name].test(file))
        findings.push(`${name} ${entry}: reaches ${file} statically; it must stay behind import()`)
  }

  if (services.has(name)) {
    const declared = new Set(Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies }))
    for (const dependency of declared)
      if (developmentOnly.test(dependency)) findings.push(`${name}: depends on ${dependency} at run time`)
    for (const file of builtFiles(join(dir, 'dist'))) {
      const text = readFileSync(file, 'utf8')
      for (const [, specifier] of moduleImports.flatMap((pattern) => [...text.matchAll(pattern)])) {
        if (specifier.startsWith('node:') || specifier.startsWith('.')) continue
        const imported = packageName.exec(specifier)?.[0]
        if (!imported || !declared.has(imported))
          findings.push(`${name}: ${file} imports ${specifier}, which is not in its dependencies`)
      }
    }
  }

  const optionalPeer = optionalPeerEntries[name]
  if (optionalPeer) findings.push(...checkOptionalPeer({ name, dir, manifest, tarball }, optionalPeer))

  if (productPackages.test(name)) {
    for (const [entry, target] of Object.entries(manifest.publishConfig?.exports ?? {})) {
      const reached = staticImports(join(dir, target.default))
      for (const specifier of reached) {
        if (deferred.some((heavy) => specifier === heavy || specifier.startsWith(`${heavy}/`)))
          findings.push(`${name} ${entry}: imports ${specifier} statically; it must stay behind import()`)
      }
    }
  }
}

/** The built server-side JavaScript of a package (a bundled static site under dist/site is the browser's). */
function builtFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !file.includes('/dist/site/'))
}

const reactEntry = readFileSync(join(root, 'packages/ui-react/dist/exports/index.js'), 'utf8')
if (!/^['"]use client['"]/.test(reactEntry))
  findings.push('@portico/react: the built entry does not start with "use client"')

if (findings.length > 0) {
  console.error(findings.join('\n'))
  process.exit(1)
}
console.log(`check:packages: ${publishedPackages(root).length} packages, no finding`)
