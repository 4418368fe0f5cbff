import { describe, expect, it } from 'vitest'
import { createFakeAdapter } from '../../conformance/createFakeAdapter.js'
import { createTestPortico } from '../../conformance/createTestPortico.js'
import { fakeMainnet } from '../../conformance/fakeNetworks.js'
import type { PorticoOptions } from '../../types/options.js'

// WalletConnect's basic view, as `@portico/walletconnect` declares it.
declare module '../../types/view.js' {
  interface PorticoViews {
    ConnectingWalletConnectBasic: undefined
  }
}

async function setup(overrides: Partial<PorticoOptions> = {}, mobile = false) {
  const portico = createTestPortico(
    { projectId: 'p', networks: [fakeMainnet], adapters: [createFakeAdapter()], ...overrides },
    { mobile },
  )
  await portico.ready
  return portico
}

describe('router through the instance', () => {
  it('opens on Connect when not connected and on Account when connected', async () => {
    const portico = await setup()
    await portico.open()
    expect(portico.state.router.view).toBe('Connect')
    portico.close()
    await portico.connect({ connectorId: 'fake', namespace: 'eip155' })
    await portico.open()
    expect(portico.state.router.view).toBe('Account')
  })

  it('opens on the given view with its data', async () => {
    const portico = await setup()
    await portico.open({ view: 'AllWallets', data: { walletKey: 'x' } })
    expect(portico.state.router).toEqual({
      view: 'AllWallets',
      history: ['AllWallets'],
      data: { walletKey: 'x' },
    })
  })

  it("under manual control opens AllWallets on mobile and a feature's basic connect view elsewhere", async () => {
    const plugins = [{ id: 'walletconnect', basicConnectView: 'ConnectingWalletConnectBasic' as const }]
    const desktop = await setup({ manualControl: true, plugins })
    await desktop.open()
    expect(desktop.state.router.view).toBe('ConnectingWalletConnectBasic')
    const phone = await setup({ manualControl: true, plugins }, true)
    await phone.open()
    expect(phone.state.router.view).toBe('AllWallets')
    const withoutOne = await setup({ manualControl: true })
    await withoutOne.open()
    expect(withoutOne.state.router.view).toBe('AllWallets')
  })

  it("opens without adapters' wallets on the basic connect view a feature names", async () => {
    const desktop = await setup({
      manualControl: true,
      plugins: [{ id: 'guide', basicConnectView: 'WhatIsAWallet' }],
    })
    await desktop.open()
    expect(desktop.state.router.view).toBe('WhatIsAWallet')
  })

  it('push keeps history, back returns to the previous view', async () => {
    const portico = await setup()
    await portico.open()
    portico.push('AllWallets')
    portico.push('ConnectingExternal', { connectorId: 'fake' })
    expect(portico.state.router.history).toEqual(['Connect', 'AllWallets', 'ConnectingExternal'])
    expect(portico.state.router.data).toEqual({ connectorId: 'fake' })
    portico.goBack()
    expect(portico.state.router.view).toBe('AllWallets')
    expect(portico.state.modal.open).toBe(true)
  })

  it('replace swaps the current view, so back skips it', async () => {
    const portico = await setup()
    await portico.open()
    portico.push('AllWallets')
    portico.replace('ConnectingExternal')
    expect(portico.state.router.history).toEqual(['Connect', 'ConnectingExternal'])
    portico.goBack()
    expect(portico.state.router.view).toBe('Connect')
  })

  it('back at the first view closes the modal', async () => {
    const portico = await setup()
    await portico.open()
    portico.goBack()
    expect(portico.state.modal.open).toBe(false)
  })

  it('closing resets the router to Connect', async () => {
    const portico = await setup()
    await portico.open({ view: 'AllWallets' })
    portico.push('ConnectingExternal')
    portico.close()
    expect(portico.state.router).toEqual({ view: 'Connect', history: ['Connect'], data: undefined })
  })
})
