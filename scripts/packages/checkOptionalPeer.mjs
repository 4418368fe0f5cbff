// `pnpm check:packages`: an entry that needs an optional peer says what to install when the peer is missing, and the
// package's other entries load without it.
import { importFromTarball } from './importFromTarball.mjs'

/**
 * Imports every entry of the installed tarball without the optional peer, then with it.
 * @returns {string[]} the findings
 */
export function checkOptionalPeer({ name, dir, manifest, tarball }, { peer, needs }) {
  const entries = Object.keys(manifest.publishConfig?.exports ?? { '.': '' })
  const dependencies = Object.keys(manifest.dependencies ?? {})
  const problems = []
  for (const [entry, { ok, output }] of importFromTarball({ name, dir, tarball, dependencies }, entries)) {
    if (!needs.includes(entry) && !ok)
      problems.push(`${name} ${entry}: does not load without ${peer}:\n${output}`)
    if (needs.includes(entry) && (ok || !output.includes(`npm install -D ${peer}`)))
      problems.push(`${name} ${entry}: without ${peer}, its import does not say to install it:\n${output}`)
  }
  const withPeer = importFromTarball({ name, dir, tarball, dependencies: [...dependencies, peer] }, entries)
  for (const [entry, { ok, output }] of withPeer)
    if (!ok) problems.push(`${name} ${entry}: does not load with ${peer}:\n${output}`)
  return problems
}
