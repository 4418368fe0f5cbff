import { expect, it, vi } from 'vitest'
import { createFakeAdapter } from '../../conformance/createFakeAdapter.js'
import { createTestPortico } from '../../conformance/createTestPortico.js'
import { fakeMainnet } from '../../conformance/fakeNetworks.js'

// The chunk load fails while `offline` is set, as a dropped network would make the browser's import() fail.
const chunk = vi.hoisted(() => ({ offline: false }))
vi.mock('./balanceChunk.js', async (importOriginal) => {
  const { balanceChunk: original } = await importOriginal<typeof import('./balanceChunk.js')>()
  return {
    balanceChunk: {
      current: () => (chunk.offline ? undefined : original.current()),
      load: () =>
        chunk.offline
          ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
          : original.load(),
    },
  }
})

it('logs a balance code that does not load, and reads the balance on the next refresh', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  const portico = createTestPortico({
    projectId: 'p',
    networks: [fakeMainnet],
    adapters: [createFakeAdapter({ balance: 2_500_000_000_000_000_000n })],
  })
  await portico.ready
  chunk.offline = true
  await portico.connect({ connectorId: 'fake', namespace: 'eip155' })
  await expect(portico.refreshBalance({ namespace: 'eip155', force: true })).resolves.toBeUndefined()
  expect(portico.state.chains.eip155?.accountState.balance).toBeUndefined()
  expect(warn).toHaveBeenCalledWith(
    'Portico: the balance code did not load; the balance is read on the next refresh.',
    expect.any(TypeError),
  )

  chunk.offline = false
  await portico.refreshBalance({ namespace: 'eip155', force: true })
  expect(portico.state.chains.eip155?.accountState.balance).toBe('2.500')
  warn.mockRestore()
})
