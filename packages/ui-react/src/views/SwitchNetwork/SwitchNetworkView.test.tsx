import { act, fireEvent, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createFakePortico } from '../../test/fakePortico.js'
import { renderWithPortico } from '../../test/renderWithPortico.js'

async function openSwitchNetwork() {
  const { portico, wallet } = createFakePortico()
  const m = await renderWithPortico(portico).modal()
  await act(() => portico.connect({ connectorId: 'io.metamask', namespace: 'eip155' }))
  await act(() => portico.open())
  fireEvent.click(m.getByTestId('account-network-button'))
  await m.findByTestId('switch-network-view')
  return { portico, wallet, m }
}

describe('switching network', () => {
  it('lists the app networks with the current one marked', async () => {
    const { m } = await openSwitchNetwork()
    expect(m.getByTestId('network-row-eip155:1').dataset.current).toBe('true')
    expect(m.getByTestId('network-row-eip155:1').getAttribute('aria-current')).toBe('true')
    expect(m.getByTestId('network-row-eip155:8453').dataset.current).toBe('false')
  })

  it('waits on the wallet, then switches and goes back to Account', async () => {
    const { m, wallet } = await openSwitchNetwork()
    wallet.hold()
    fireEvent.click(m.getByTestId('network-row-eip155:8453'))
    expect(m.getByTestId('network-row-eip155:8453').dataset.state).toBe('switching')
    await act(async () => wallet.release())
    await m.findByTestId('account-view')
    expect(m.getByTestId('account-network-button').textContent).toContain('Base')
  })

  it('shows a failed switch and retries it', async () => {
    const { m, wallet } = await openSwitchNetwork()
    wallet.answer = 'reject'
    fireEvent.click(m.getByTestId('network-row-eip155:8453'))
    await waitFor(() => expect(m.getByTestId('network-row-eip155:8453').dataset.state).toBe('error'))
    expect(m.getByTestId('switch-network-error').textContent).toContain('Could not switch to Base')
    wallet.answer = 'approve'
    fireEvent.click(m.getByTestId('switch-network-retry'))
    await m.findByTestId('account-view')
  })

  it('offers the app networks and disconnect when the wallet is on an unsupported network', async () => {
    const { portico, m } = await openSwitchNetwork()
    await act(() => portico.open({ view: 'UnsupportedChain' }))
    expect(m.getByTestId('portico-view').dataset.state).toBe('loading')
    expect(await m.findByTestId('unsupported-chain-view')).toBeTruthy()
    expect(m.getByTestId('network-row-eip155:8453')).toBeTruthy()
    fireEvent.click(m.getByTestId('unsupported-chain-disconnect'))
    await waitFor(() => expect(portico.state.chains.eip155?.accountState.status).toBe('disconnected'))
  })
})
