import { describe, expect, it, vi } from 'vitest'
import { createFakeAdapter } from '../conformance/createFakeAdapter.js'
import { createTestPortico } from '../conformance/createTestPortico.js'
import { fakeMainnet, fakeSolana } from '../conformance/fakeNetworks.js'

describe('start-up', () => {
  it('sets each adapter up with its own networks and the discovery switches, and reads its connectors', async () => {
    const evm = createFakeAdapter()
    const solana = createFakeAdapter({ namespace: 'solana' })
    const setup = vi.spyOn(evm, 'setup')
    const portico = createTestPortico({
      projectId: 'p',
      networks: [fakeMainnet, fakeSolana],
      adapters: [evm, solana],
      enableInjected: false,
    })
    await portico.ready
    expect(setup).toHaveBeenCalledWith(
      expect.objectContaining({ networks: [fakeMainnet], enableEIP6963: true, enableInjected: false }),
    )
    expect(portico.state.connectors.map((connector) => `${connector.chain}:${connector.id}`)).toEqual([
      'eip155:fake',
      'solana:fake',
    ])
    expect(portico.state.initialized).toBe(true)
  })

  it('finishes start-up when an adapter fails to set up: ready resolves, that namespace stays disconnected', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const broken = createFakeAdapter()
    broken.setup = () => Promise.reject(new Error('no provider'))
    const portico = createTestPortico({ projectId: 'p', networks: [fakeMainnet], adapters: [broken] })
    await portico.ready
    expect(portico.state.initialized).toBe(true)
    expect(portico.state.chains.eip155?.accountState.status).toBe('disconnected')
    expect(warn).toHaveBeenCalled()
    warn.mockRestore()
  })

  it('does not start after destroy', async () => {
    const adapter = createFakeAdapter()
    const portico = createTestPortico({ projectId: 'p', networks: [fakeMainnet], adapters: [adapter] })
    portico.destroy()
    await portico.ready
    expect(portico.state.initialized).toBe(false)
    expect(adapter.controls.calls).toEqual([{ method: 'destroy', parameters: undefined }])
  })
})
