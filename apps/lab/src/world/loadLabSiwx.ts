import type { SiwxConfig } from '@portico/core'
import type { LabSiwx } from '../configs/LabConfig.js'

/** The config's sign-in, loaded on demand as an app loads @portico/siwx. */
export async function loadLabSiwx(siwx: LabSiwx): Promise<SiwxConfig> {
  const { cloudSiwx, defaultSiwx } = await import('@portico/siwx')
  // `&siwxExpiresInMs=` makes sessions expire (the browser test of an expired session).
  const expiresInMs = Number(new URLSearchParams(globalThis.location?.search ?? '').get('siwxExpiresInMs'))
  const parameters = {
    statement: siwx.statement,
    required: siwx.required === true,
    ...(expiresInMs > 0 ? { expiresInMs } : {}),
  }
  return siwx.kind === 'cloud' ? cloudSiwx(parameters) : defaultSiwx(parameters)
}
