import { describe, expect, it } from 'vitest'
import { createCloudTestPortico } from '../cloud/createCloudTestPortico.js'
import { useFakeCloud } from '../cloud/useFakeCloud.js'
import { PorticoError } from '../errors/PorticoError.js'
import type { PorticoFeature } from '../types/feature.js'
import type { PorticoNames } from '../types/portico.js'

const cloud = useFakeCloud()

async function rejectionOf(promise: Promise<unknown>): Promise<PorticoError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  )
  if (!(error instanceof PorticoError)) throw new Error(`expected a PorticoError, got ${String(error)}`)
  return error
}

describe('portico.names', () => {
  it('fails with the catalogue errors and asks the cloud nothing when no feature resolves names', async () => {
    const { portico } = createCloudTestPortico(cloud())
    await portico.ready
    const before = cloud().requests.length
    expect((await rejectionOf(portico.names.lookup('bob-the-builder'))).code).toBe('NAME_RESOLVE_FAILED')
    expect((await rejectionOf(portico.names.profile('bob-the-builder'))).code).toBe('NAME_RESOLVE_FAILED')
    expect((await rejectionOf(portico.names.reverseLookup('0xb0'))).code).toBe('NAMES_FOR_ADDRESS_FAILED')
    expect((await rejectionOf(portico.names.suggest('bob'))).code).toBe('NAME_SUGGESTIONS_FAILED')
    expect((await rejectionOf(portico.names.register({ name: 'alice-wallet' }))).shortMessage).toBe(
      'Error registering name alice-wallet',
    )
    expect(
      cloud()
        .requests.slice(before)
        .filter((request) => request.path.startsWith('/v1/profile')),
    ).toEqual([])
  })

  it('asks the name resolver a feature registers, the same object before and after (an app may keep it)', async () => {
    const asked: string[] = []
    const resolver: PorticoNames = {
      lookup: async (name) => {
        asked.push(`lookup ${name}`)
        return '0xb0'
      },
      profile: async () => undefined,
      reverseLookup: async () => [],
      suggest: async () => [],
      register: async ({ name }) => `${name}.test`,
    }
    const resolving: PorticoFeature<PorticoNames> = {
      id: 'resolving',
      create: () => ({ api: resolver, names: resolver }),
    }
    const { portico } = createCloudTestPortico(cloud(), { plugins: [resolving] })
    const names = portico.names
    await expect(names.lookup('bob')).resolves.toBe('0xb0')
    await expect(portico.names.register({ name: 'alice' })).resolves.toBe('alice.test')
    expect(asked).toEqual(['lookup bob'])
    expect(portico.names).toBe(names)
  })
})
