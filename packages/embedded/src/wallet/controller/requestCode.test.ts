// @vitest-environment happy-dom
import { afterEach, expect, it } from 'vitest'
import { probeFeatureContext } from '../../test/probeFeatureContext.js'
import type { EmbeddedWalletParameters } from '../EmbeddedWalletParameters.js'
import type { EmbeddedWalletState } from '../EmbeddedWalletState.js'
import type { EmbeddedContext } from './EmbeddedContext.js'
import { requestCode } from './requestCode.js'

const destroys: (() => void)[] = []
afterEach(() => {
  for (const destroy of destroys.splice(0)) destroy()
})

/** A context over a real instance's feature context (its storage and state), its last login request `agoMs` ago. */
async function contextWithLastRequest(
  agoMs: number,
  parameters: EmbeddedWalletParameters,
): Promise<EmbeddedContext> {
  const { feature, destroy } = await probeFeatureContext({ projectId: 'cooldown-test' })
  destroys.push(destroy)
  feature.storage.set('lastEmailLoginTime', Date.now() - agoMs)
  return { feature, parameters, slice: {} as EmbeddedWalletState } as EmbeddedContext
}

it('refuses a new login e-mail within 30 s of the last one from this browser, and says how long to wait', async () => {
  const context = await contextWithLastRequest(5_000, { secureSiteUrl: 'https://secure.example' })
  expect(await requestCode(context, 'visitor@example.com')).toBe(false)
  expect(context.slice.error).toEqual({ key: 'error.EMAIL_COOLDOWN', values: { seconds: 25 } })
})

it('counts the gap a test sets (timeouts.emailCooldownMs) instead of 30 s', async () => {
  const context = await contextWithLastRequest(5_000, {
    secureSiteUrl: 'https://secure.example',
    timeouts: { emailCooldownMs: 10_000 },
  })
  expect(await requestCode(context, 'visitor@example.com')).toBe(false)
  expect(context.slice.error).toEqual({ key: 'error.EMAIL_COOLDOWN', values: { seconds: 5 } })
})
