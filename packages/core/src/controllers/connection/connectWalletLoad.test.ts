import { expect, it, vi } from 'vitest'
import { createFakeAdapter } from '../../conformance/createFakeAdapter.js'
import { createTestPortico } from '../../conformance/createTestPortico.js'
import { fakeMainnet } from '../../conformance/fakeNetworks.js'
import { PorticoError } from '../../errors/PorticoError.js'
import type { PorticoEvent } from '../../types/event.js'

// The chunk load fails while `offline` is set, as a dropped network would make the browser's import() fail.
const chunk = vi.hoisted(() => ({ offline: false }))
vi.mock('./connectAttemptChunk.js', async (importOriginal) => {
  const { connectAttemptChunk: original } = await importOriginal<typeof import('./connectAttemptChunk.js')>()
  return {
    connectAttemptChunk: {
      current: () => (chunk.offline ? undefined : original.current()),
      load: () =>
        chunk.offline
          ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
          : original.load(),
    },
  }
})

it('ends the attempt with a clear error when the connection code does not load, and loads it on the next connect', async () => {
  const portico = createTestPortico({
    projectId: 'p',
    networks: [fakeMainnet],
    adapters: [createFakeAdapter()],
  })
  const events: PorticoEvent[] = []
  portico.subscribeEvents((record) => events.push(record.event))
  await portico.ready
  chunk.offline = true
  const failed = portico.connect({ connectorId: 'fake', namespace: 'eip155' })
  expect(portico.state.chains.eip155?.accountState.status).toBe('connecting')
  const error = await failed.catch((caught: unknown) => caught)
  expect(error).toBeInstanceOf(PorticoError)
  expect((error as PorticoError).shortMessage).toBe(
    'The wallet connection did not load. Check your connection and try again.',
  )
  expect(portico.state.chains.eip155?.accountState.status).toBe('disconnected')
  expect(portico.state.connectAttempt).toMatchObject({ connectorId: 'fake', status: 'error' })
  expect(events).toContainEqual({
    type: 'CONNECT_ERROR',
    connectorId: 'fake',
    namespace: 'eip155',
    message: 'The wallet connection did not load. Check your connection and try again.',
  })

  chunk.offline = false
  await portico.connect({ connectorId: 'fake', namespace: 'eip155' })
  expect(portico.state.chains.eip155?.accountState.status).toBe('connected')
  expect(portico.state.connectAttempt).toMatchObject({ status: 'connected' })
})
