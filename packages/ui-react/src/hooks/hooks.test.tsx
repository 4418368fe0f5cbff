import { FAKE_ADDRESS } from '@portico/core/testing'
import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { PorticoProvider } from '../context/PorticoProvider.js'
import { setupPortico } from '../test/setupPortico.js'
import { useDisconnect } from './useDisconnect.js'
import { usePortico } from './usePortico.js'
import { usePorticoAccount } from './usePorticoAccount.js'
import { usePorticoEvents } from './usePorticoEvents.js'
import { usePorticoNetwork } from './usePorticoNetwork.js'
import { usePorticoProvider } from './usePorticoProvider.js'
import { usePorticoState } from './usePorticoState.js'
import { usePorticoTheme } from './usePorticoTheme.js'
import { useWalletInfo } from './useWalletInfo.js'

async function setup() {
  const { portico } = await setupPortico()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PorticoProvider portico={portico}>{children}</PorticoProvider>
  )
  const hooks = () => ({
    modal: usePortico(),
    account: usePorticoAccount(),
    network: usePorticoNetwork(),
    state: usePorticoState(),
    events: usePorticoEvents(),
    theme: usePorticoTheme(),
    disconnect: useDisconnect(),
    provider: usePorticoProvider('eip155'),
    wallet: useWalletInfo(),
  })
  return { portico, ...renderHook(hooks, { wrapper }) }
}

describe('the hooks', () => {
  it('follow the account from disconnected to connected and back', async () => {
    const { portico, result } = await setup()
    expect(result.current.account).toMatchObject({
      status: 'disconnected',
      isConnected: false,
      address: undefined,
    })
    expect(result.current.provider.walletProvider).toBeUndefined()
    await act(() => portico.connect({ connectorId: 'fake', namespace: 'eip155' }))
    expect(result.current.account).toMatchObject({
      status: 'connected',
      isConnected: true,
      address: FAKE_ADDRESS,
      caipAddress: `eip155:1:${FAKE_ADDRESS}`,
      namespace: 'eip155',
    })
    expect(result.current.wallet.walletInfo?.name).toBe('Fake Wallet')
    expect(result.current.provider.walletProvider).toBeDefined()
    await act(() => result.current.disconnect.disconnect())
    expect(result.current.account.status).toBe('disconnected')
  })

  it('open and close the modal, and report it in the state and the events', async () => {
    const { result } = await setup()
    await act(() => result.current.modal.open())
    expect(result.current.state).toMatchObject({ open: true, initialized: true, activeChain: 'eip155' })
    expect(result.current.events?.event).toEqual({ type: 'MODAL_OPEN', view: 'Connect', connected: false })
    await act(async () => result.current.modal.close())
    expect(result.current.state.open).toBe(false)
    expect(result.current.events?.event.type).toBe('MODAL_CLOSE')
  })

  it('give the network and switch it', async () => {
    const { result } = await setup()
    expect(result.current.network).toMatchObject({ caipNetworkId: 'eip155:1', chainId: 1 })
    expect(result.current.state.selectedNetworkId).toBe('eip155:1')
    await act(() => result.current.network.switchNetwork('eip155:10'))
    expect(result.current.network).toMatchObject({ caipNetworkId: 'eip155:10', chainId: 10 })
  })

  it('read and set the theme', async () => {
    const { result } = await setup()
    expect(result.current.theme.themeMode).toBe('dark')
    await act(async () => result.current.theme.setThemeMode('light'))
    await act(async () => result.current.theme.setThemeVariables({ '--portico-accent': '#000' }))
    expect(result.current.theme).toMatchObject({
      themeMode: 'light',
      themeVariables: { '--portico-accent': '#000' },
    })
  })

  it('say clearly when used outside the provider', () => {
    expect(() => renderHook(() => usePortico())).toThrow('inside <PorticoProvider')
  })
})
