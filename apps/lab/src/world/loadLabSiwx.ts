import type { SiwxConfig } from '@portico/core'
import type { LabSiwx } from '../configs/LabConfig.js'

/**
 * The config's sign-in, loaded on demand as an app loads @portico/siwx. The lab signs in on all five
 * namespaces, so it loads every verifier entry; an app loads only those of its namespaces.
 */
export async function loadLabSiwx(siwx: LabSiwx): Promise<SiwxConfig> {
  const [{ cloudSiwx, defaultSiwx }, eip155, solana, bip122, cosmos, polkadot] = await Promise.all([
    import('@portico/siwx'),
    import('@portico/siwx/eip155'),
    import('@portico/siwx/solana'),
    import('@portico/siwx/bip122'),
    import('@portico/siwx/cosmos'),
    import('@portico/siwx/polkadot'),
  ])
  // `&siwxExpiresInMs=` makes sessions expire (the browser test of an expired session).
  const expiresInMs = Number(new URLSearchParams(globalThis.location?.search ?? '').get('siwxExpiresInMs'))
  const parameters = {
    statement: siwx.statement,
    required: siwx.required === true,
    ...(expiresInMs > 0 ? { expiresInMs } : {}),
  }
  if (siwx.kind === 'cloud') return cloudSiwx(parameters)
  const verifiers = [
    eip155.eip155Verifier(),
    solana.solanaVerifier(),
    bip122.bip122Verifier(),
    cosmos.cosmosVerifier(),
    polkadot.polkadotVerifier(),
  ]
  return defaultSiwx({ ...parameters, verifiers })
}
