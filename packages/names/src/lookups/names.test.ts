// @vitest-environment node

import {
  createMemoryBackend,
  PorticoError,
  type StorageBackend,
  UserRejectedError,
  ValidationError,
} from '@portico/core'
import { createFakeAdapter } from '@portico/core/testing'
import {
  CLOUD_ERRORS,
  createCloudTestPortico,
  type FakeCloud,
  useFakeCloud,
} from '@portico/core/testing/cloud'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { names } from '../names.js'

const BOB = '0x00000000000000000000000000000000000000b0'

// biome-ignore lint/correctness/useHookAtTopLevel: vitest's set-up of a fake cloud per test, not a React hook
const currentCloud = useFakeCloud()
let cloud: FakeCloud
beforeEach(() => {
  cloud = currentCloud()
})

const asked = (pattern: RegExp) => cloud.requests.filter((request) => pattern.test(request.path))
const LOOKUP = /^\/v1\/profile\/account\/.+$/

function bobHolds(name: string) {
  const now = new Date().toISOString()
  cloud.names.push({
    name,
    registered: now,
    updated: now,
    addresses: { '60': { address: BOB, created: now } },
    attributes: {},
  })
}

async function startedPortico(storage: StorageBackend = createMemoryBackend()) {
  const adapter = createFakeAdapter()
  const { portico, events } = createCloudTestPortico(cloud, {
    adapters: [adapter],
    storage,
    plugins: [names()],
  })
  await portico.ready
  return { portico, adapter, events }
}

async function connectedPortico(storage?: StorageBackend) {
  const started = await startedPortico(storage)
  await started.portico.connect({ connectorId: 'fake', namespace: 'eip155' })
  const address = started.portico.state.chains.eip155?.accountState.address ?? ''
  return { ...started, address }
}

async function rejectionOf(promise: Promise<unknown>): Promise<PorticoError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  )
  if (!(error instanceof PorticoError)) throw new Error(`expected a PorticoError, got ${String(error)}`)
  return error
}

describe('name lookups', () => {
  it('resolve a name, with or without the suffix, to its address; an unknown name to undefined', async () => {
    bobHolds('bob-the-builder.portico.id')
    const { portico } = await startedPortico()
    await expect(portico.names.lookup('bob-the-builder')).resolves.toBe(BOB)
    await expect(portico.names.lookup('Bob-The-Builder.portico.id')).resolves.toBe(BOB)
    await expect(portico.names.lookup('nobody-here')).resolves.toBeUndefined()
  })

  it("label the address they find in the EVM account's address labels", async () => {
    bobHolds('bob-the-builder.portico.id')
    const { portico } = await connectedPortico()
    await portico.names.lookup('Bob-The-Builder')
    expect(portico.state.chains.eip155?.accountState.addressLabels).toEqual({ [BOB]: 'bob-the-builder' })
  })

  it('keep a name 5 min in storage, a miss included, across page loads', async () => {
    const start = new Date('2026-01-01T00:00:00Z').getTime()
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(start)
    const storage = createMemoryBackend()
    bobHolds('bob-the-builder.portico.id')
    const first = await startedPortico(storage)
    await first.portico.names.lookup('bob-the-builder')
    await first.portico.names.lookup('carol-unknown')
    expect(asked(LOOKUP)).toHaveLength(2)

    bobHolds('carol-unknown.portico.id')
    vi.setSystemTime(start + 4 * 60_000)
    const second = await startedPortico(storage)
    await expect(second.portico.names.lookup('bob-the-builder')).resolves.toBe(BOB)
    await expect(second.portico.names.lookup('carol-unknown')).resolves.toBeUndefined()
    expect(asked(LOOKUP)).toHaveLength(2)

    vi.setSystemTime(start + 5 * 60_000 + 1_000)
    await expect(second.portico.names.lookup('carol-unknown')).resolves.toBe(BOB)
    expect(asked(LOOKUP)).toHaveLength(3)
  })

  it("give a name's profile: its full name, address and image, asked anew each time", async () => {
    const { portico } = await startedPortico()
    const now = new Date().toISOString()
    cloud.names.push({
      name: 'carol-pictured.portico.id',
      registered: now,
      updated: now,
      addresses: { '60': { address: BOB, created: now } },
      attributes: { avatar: 'https://images.example.com/carol.png' },
    })
    await expect(portico.names.profile('Carol-Pictured')).resolves.toEqual({
      name: 'carol-pictured.portico.id',
      address: BOB,
      avatar: 'https://images.example.com/carol.png',
    })
    await expect(portico.names.profile('nobody-here')).resolves.toBeUndefined()
    await portico.names.profile('carol-pictured')
    expect(asked(LOOKUP)).toHaveLength(3)
  })

  it('list the names of an address and suggest free names', async () => {
    bobHolds('bob-the-builder.portico.id')
    const { portico } = await startedPortico()
    await expect(portico.names.reverseLookup(BOB)).resolves.toEqual(['bob-the-builder.portico.id'])
    await expect(portico.names.suggest('bob-the-builder')).resolves.toEqual([
      { name: 'bob-the-builder-id.portico.id' },
      { name: 'bob-the-builder-web3.portico.id' },
    ])
  })

  it('fail with the documented texts when the cloud fails', async () => {
    const { portico } = await startedPortico()
    cloud.fail('/v1/profile/account/bob-the-builder', CLOUD_ERRORS.serverError)
    cloud.fail(`/v1/profile/reverse/${BOB}`, CLOUD_ERRORS.serverError)
    cloud.fail('/v1/profile/suggestions/bob-the-builder', CLOUD_ERRORS.serverError)
    expect((await rejectionOf(portico.names.lookup('bob-the-builder'))).shortMessage).toBe(
      'Error resolving name',
    )
    expect((await rejectionOf(portico.names.reverseLookup(BOB))).shortMessage).toBe(
      'Error fetching names for address',
    )
    expect((await rejectionOf(portico.names.suggest('bob-the-builder'))).shortMessage).toBe(
      'Error fetching name suggestions',
    )
  })

  it('fail without a cloud (basic mode) and ask nothing', async () => {
    const { portico } = createCloudTestPortico(cloud, { basic: true, plugins: [names()] })
    await portico.ready
    const error = await rejectionOf(portico.names.lookup('bob-the-builder'))
    expect(error.code).toBe('NAME_RESOLVE_FAILED')
    expect((await rejectionOf(portico.names.register({ name: 'alice-wallet' }))).shortMessage).toBe(
      'Error registering name alice-wallet',
    )
    expect(cloud.requests).toEqual([])
  })
})

describe('name registration', () => {
  it('has the wallet sign the message, posts it and returns the full name', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'))
    const { portico, adapter, address } = await connectedPortico()
    await expect(
      portico.names.register({ name: 'alice-wallet', attributes: { avatar: 'https://img/a.png' } }),
    ).resolves.toBe('alice-wallet.portico.id')
    const [signed] = adapter.controls.callsOf('signMessage')
    const message = JSON.stringify({
      name: 'alice-wallet',
      attributes: { avatar: 'https://img/a.png' },
      timestamp: Date.parse('2026-01-01T00:00:00Z'),
    })
    expect(signed?.parameters).toEqual({ message, address })
    expect(asked(/^\/v1\/profile\/account$/)[0]?.body).toEqual({
      coinType: 60,
      address,
      message,
      signature: adapter.controls.wallet.sign(message, address),
    })
    await expect(portico.names.lookup('alice-wallet')).resolves.toBe(address.toLowerCase())
  })

  it("drops the name's cached miss and the account's cached profile, so both show at once", async () => {
    const { portico, address } = await connectedPortico()
    const account = () => portico.state.chains.eip155?.accountState
    await vi.waitFor(() => expect(asked(/^\/v1\/identity\//)).toHaveLength(1))
    await expect(portico.names.lookup('alice-wallet')).resolves.toBeUndefined()
    expect(account()?.profileName).toBeUndefined()

    cloud.identity = { name: 'alice-wallet.portico.id', avatar: null }
    await portico.names.register({ name: 'alice-wallet' })
    expect(account()?.profileName).toBe('alice-wallet.portico.id')
    await expect(portico.names.lookup('alice-wallet.portico.id')).resolves.toBe(address.toLowerCase())
    await expect(portico.names.lookup('alice-wallet')).resolves.toBe(address.toLowerCase())
  })

  it("needs a connected EVM account: 'Address or auth connector not found'", async () => {
    const { portico, adapter } = await startedPortico()
    const error = await rejectionOf(portico.names.register({ name: 'alice-wallet' }))
    expect(error.shortMessage).toBe('Address or auth connector not found')
    expect(adapter.controls.callsOf('signMessage')).toEqual([])
  })

  it('refuses a name against the rule of docs/behaviour.md#validation before the wallet is asked', async () => {
    const { portico, adapter } = await connectedPortico()
    for (const name of ['abc', 'ali ce', 'ali_ce.portico.id']) {
      const error = await rejectionOf(portico.names.register({ name }))
      expect(error.shortMessage).toBe(`Error registering name ${name}`)
      expect(error.walk((cause) => cause instanceof ValidationError)).toBeInstanceOf(ValidationError)
    }
    expect(adapter.controls.callsOf('signMessage')).toEqual([])
    expect(asked(/^\/v1\/profile\/account$/)).toEqual([])
  })

  it("fails with 'Error registering name {name}' when the visitor rejects or the name is taken", async () => {
    bobHolds('bob-the-builder.portico.id')
    const { portico, adapter } = await connectedPortico()
    adapter.controls.wallet.answer = 'reject'
    const rejected = await rejectionOf(portico.names.register({ name: 'alice-wallet' }))
    expect(rejected.shortMessage).toBe('Error registering name alice-wallet')
    expect(rejected.walk((cause) => cause instanceof UserRejectedError)).toBeInstanceOf(UserRejectedError)
    expect(asked(/^\/v1\/profile\/account$/)).toEqual([])

    adapter.controls.wallet.answer = 'approve'
    const taken = await rejectionOf(portico.names.register({ name: 'bob-the-builder' }))
    expect(taken.shortMessage).toBe('Error registering name bob-the-builder')
    await expect(portico.names.lookup('bob-the-builder')).resolves.toBe(BOB)
  })
})
