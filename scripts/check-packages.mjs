// `pnpm check:packages`: what a consumer installs is right. For every published package, on the
// tarball `pnpm pack:packages` wrote to .packs/: publint and arethetypeswrong (ESM only: node16
// from ESM and bundler must resolve types and code) report nothing, no test code ships, the heavy
// chain libraries stay behind import() in the built code, and @portico/react's entry keeps
// "use client". Exits 1 with every finding listed.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { publint } from 'publint'
import { formatMessage } from 'publint/utils'
import { publishedPackages, tarballName } from './packages/publishedPackages.mjs'
import { staticImports } from './packages/staticImports.mjs'

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
const productPackages = /^@portico\/(core|react|adapter-|siwx|receive|activity|names|send)/
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

const reactEntry = readFileSync(join(root, 'packages/ui-react/dist/exports/index.js'), 'utf8')
if (!/^['"]use client['"]/.test(reactEntry))
  findings.push('@portico/react: the built entry does not start with "use client"')

if (findings.length > 0) {
  console.error(findings.join('\n'))
  process.exit(1)
}
console.log(`check:packages: ${publishedPackages(root).length} packages, no finding`)
