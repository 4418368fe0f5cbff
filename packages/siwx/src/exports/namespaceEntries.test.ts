import { fileURLToPath } from 'node:url'
import { build, type Plugin } from 'esbuild'
import { describe, expect, it } from 'vitest'
import * as bip122 from './bip122.js'
import * as cosmos from './cosmos.js'
import * as eip155 from './eip155.js'
import * as polkadot from './polkadot.js'
import * as solana from './solana.js'

const packageDir = fileURLToPath(new URL('../..', import.meta.url))

/** Follows @portico packages (their sources) and records every other package an import names, as an app's bundler meets it. */
function recordPackages(found: Set<string>): Plugin {
  return {
    name: 'record-packages',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, ({ path }) => {
        if (path.startsWith('@portico/')) return undefined
        found.add(path)
        return { path, external: true }
      })
    },
  }
}

/** The packages an app's code reaches (lazy chunks included) when it imports this. */
async function packagesReachedBy(contents: string): Promise<string[]> {
  const found = new Set<string>()
  await build({
    stdin: { contents, resolveDir: packageDir, loader: 'ts' },
    bundle: true,
    write: false,
    format: 'esm',
    splitting: true,
    outdir: 'out',
    platform: 'browser',
    logLevel: 'silent',
    plugins: [recordPackages(found)],
  })
  return [...found].sort()
}

it('pins the public export names of each namespace entry', () => {
  const names = (entry: object) => Object.keys(entry).sort()
  expect({
    eip155: names(eip155),
    solana: names(solana),
    bip122: names(bip122),
    cosmos: names(cosmos),
    polkadot: names(polkadot),
  }).toEqual({
    eip155: ['eip155Verifier'],
    solana: ['solanaVerifier'],
    bip122: ['bip122Verifier'],
    cosmos: ['cosmosVerifier'],
    polkadot: ['polkadotVerifier'],
  })
})

describe('what an app bundles', () => {
  it('an EVM-only sign-in reaches viem and none of the other chains’ libraries', async () => {
    const reached = await packagesReachedBy(`
      import { defaultSiwx } from '@portico/siwx'
      import { eip155Verifier } from '@portico/siwx/eip155'
      export const siwx = defaultSiwx({ verifiers: [eip155Verifier()] })
    `)
    expect(reached).toContain('viem')
    expect(reached.filter((name) => /^@polkadot\/|^@scure\/btc-signer/.test(name))).toEqual([])
  }, 60_000)

  it('an EVM + Solana sign-in, with the server verifier, still reaches no @polkadot package', async () => {
    const reached = await packagesReachedBy(`
      import { defaultSiwx, verifySiwxSession } from '@portico/siwx'
      import { eip155Verifier } from '@portico/siwx/eip155'
      import { solanaVerifier } from '@portico/siwx/solana'
      import { createPorticoSessionVerifier } from '@portico/siwx/server'
      export const all = [defaultSiwx, verifySiwxSession, eip155Verifier, solanaVerifier, createPorticoSessionVerifier]
    `)
    expect(reached.filter((name) => name.startsWith('@polkadot/'))).toEqual([])
  }, 60_000)

  it('the Polkadot and Bitcoin entries reach their own libraries', async () => {
    const reached = await packagesReachedBy(`
      export { polkadotVerifier } from '@portico/siwx/polkadot'
      export { bip122Verifier } from '@portico/siwx/bip122'
    `)
    expect(reached).toEqual(expect.arrayContaining(['@polkadot/util-crypto', '@scure/btc-signer']))
  }, 60_000)
})
