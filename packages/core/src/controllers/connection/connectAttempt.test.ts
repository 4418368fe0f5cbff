import { describe, expect, it } from 'vitest'
import { createFakeAdapter } from '../../conformance/createFakeAdapter.js'
import { createTestPortico } from '../../conformance/createTestPortico.js'
import { fakeMainnet } from '../../conformance/fakeNetworks.js'
import { PorticoError } from '../../errors/PorticoError.js'
import { UserRejectedError } from '../../errors/UserRejectedError.js'

async function setup() {
  const adapter = createFakeAdapter()
  const portico = createTestPortico({ projectId: 'p', networks: [fakeMainnet], adapters: [adapter] })
  await portico.ready
  return { adapter, portico }
}

describe('the connect attempt in state', () => {
  it('is waiting while the wallet prompts, then connected', async () => {
    const { adapter, portico } = await setup()
    expect(portico.state.connectAttempt).toBeUndefined()
    adapter.controls.wallet.hold()
    const connecting = portico.connect({ connectorId: 'fake', namespace: 'eip155' })
    expect(portico.state.connectAttempt).toEqual({
      connectorId: 'fake',
      namespace: 'eip155',
      status: 'waiting',
    })
    adapter.controls.wallet.release()
    await connecting
    expect(portico.state.connectAttempt?.status).toBe('connected')
  })

  it('is rejected with a UserRejectedError when the visitor declines', async () => {
    const { adapter, portico } = await setup()
    adapter.controls.wallet.answer = 'reject'
    await expect(portico.connect({ connectorId: 'fake', namespace: 'eip155' })).rejects.toThrow()
    expect(portico.state.connectAttempt?.status).toBe('rejected')
    expect(portico.state.connectAttempt?.error).toBeInstanceOf(UserRejectedError)
  })

  it('is error with the typed error when the wallet fails', async () => {
    const { adapter, portico } = await setup()
    adapter.controls.wallet.answer = new Error('Wallet is locked')
    await expect(portico.connect({ connectorId: 'fake', namespace: 'eip155' })).rejects.toThrow()
    expect(portico.state.connectAttempt?.status).toBe('error')
    expect(portico.state.connectAttempt?.error).toBeInstanceOf(PorticoError)
    expect(portico.state.connectAttempt?.error?.shortMessage).toBe('Wallet is locked')
  })

  it('a newer attempt is not overwritten when an older one ends', async () => {
    const { adapter, portico } = await setup()
    adapter.controls.wallet.answer = 'reject'
    const first = portico.connect({ connectorId: 'fake', namespace: 'eip155' })
    adapter.controls.wallet.hold()
    adapter.controls.wallet.answer = 'approve'
    const second = portico.connect({ connectorId: 'fake', namespace: 'eip155' })
    await first.catch(() => undefined)
    expect(portico.state.connectAttempt?.status).toBe('waiting')
    adapter.controls.wallet.release()
    await second
    expect(portico.state.connectAttempt?.status).toBe('connected')
  })
})

describe('opening the modal on ConnectingExternal', () => {
  it('starts connecting its connector in the same call, once', async () => {
    const { adapter, portico } = await setup()
    adapter.controls.wallet.hold()
    await portico.open({ view: 'ConnectingExternal', data: { connectorId: 'fake', namespace: 'eip155' } })
    expect(portico.state.connectAttempt?.status).toBe('waiting')
    await portico.open({ view: 'ConnectingExternal', data: { connectorId: 'fake', namespace: 'eip155' } })
    expect(adapter.controls.callsOf('connect')).toHaveLength(1)
    adapter.controls.wallet.release()
  })

  it('pushing the view starts nothing: the click that pushes it connects', async () => {
    const { adapter, portico } = await setup()
    await portico.open()
    portico.push('ConnectingExternal', { connectorId: 'fake', namespace: 'eip155' })
    expect(adapter.controls.callsOf('connect')).toHaveLength(0)
    expect(portico.state.connectAttempt).toBeUndefined()
  })
})
