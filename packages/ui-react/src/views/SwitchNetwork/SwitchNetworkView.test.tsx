import { act, fireEvent, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithPortico } from '../../test/renderWithPortico.js'
import { setupPortico } from '../../test/setupPortico.js'

async function openSwitchNetwork(options: Parameters<typeof setupPortico>[0] = {}) {
  const { portico, wallet } = await setupPortico(options)
  const m = await renderWithPortico(portico).modal()
  await act(() => portico.connect({ connectorId: 'fake', namespace: 'eip155' }))
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
    expect(m.getByTestId('network-row-eip155:10').dataset.current).toBe('false')
  })

  it('waits on the wallet, then switches and goes back to Account', async () => {
    const { m, wallet } = await openSwitchNetwork()
    wallet.hold()
    fireEvent.click(m.getByTestId('network-row-eip155:10'))
    expect(m.getByTestId('network-row-eip155:10').dataset.state).toBe('switching')
    await act(async () => wallet.release())
    await m.findByTestId('account-view')
    expect(m.getByTestId('account-network-button').textContent).toContain('Fake Optimism')
  })

  it('shows a failed switch and retries it', async () => {
    const { m, wallet } = await openSwitchNetwork()
    wallet.answer = 'reject'
    fireEvent.click(m.getByTestId('network-row-eip155:10'))
    await waitFor(() => expect(m.getByTestId('network-row-eip155:10').dataset.state).toBe('error'))
    expect(m.getByTestId('switch-network-error').textContent).toContain('Could not switch to Fake Optimism')
    wallet.answer = 'approve'
    fireEvent.click(m.getByTestId('switch-network-retry'))
    await m.findByTestId('account-view')
  })

  it('offers the app networks and disconnect when the wallet is on an unsupported network', async () => {
    const { portico, m } = await openSwitchNetwork()
    await act(() => portico.open({ view: 'UnsupportedChain' }))
    expect(m.getByTestId('portico-view').dataset.state).toBe('loading')
    expect(await m.findByTestId('unsupported-chain-view')).toBeTruthy()
    expect(m.getByTestId('network-row-eip155:10')).toBeTruthy()
    fireEvent.click(m.getByTestId('unsupported-chain-disconnect'))
    await waitFor(() => expect(portico.state.chains.eip155?.accountState.status).toBe('disconnected'))
  })

  it("shows each network's icon from the cloud's image endpoint, and the network icon when it fails to load", async () => {
    const { m } = await openSwitchNetwork({ cloudUrl: 'http://127.0.0.1:9' })
    const row = m.getByTestId('network-row-eip155:10')
    const icon = within(row).getByTestId('network-image')
    expect(icon.dataset.state).toBe('image')
    const image = icon.querySelector('img')
    expect(image?.getAttribute('src')).toBe('http://127.0.0.1:9/public/getAssetImage/eip155-10')
    if (image) fireEvent.error(image)
    await waitFor(() => expect(within(row).getByTestId('network-image').dataset.state).toBe('fallback'))
    expect(within(row).getByTestId('network-image').querySelector('img')).toBeNull()
    expect(within(row).getByTestId('network-image').querySelector('svg')).not.toBeNull()
  })

  it('asks the cloud for no icon in basic mode (it sends nothing to the cloud)', async () => {
    const { m } = await openSwitchNetwork({ cloudUrl: 'http://127.0.0.1:9', basic: true })
    const icon = within(m.getByTestId('network-row-eip155:10')).getByTestId('network-image')
    expect(icon.dataset.state).toBe('fallback')
    expect(icon.querySelector('img')).toBeNull()
  })

  it('shows the network icon without a cloud or an image of the network', async () => {
    const { m } = await openSwitchNetwork()
    expect(within(m.getByTestId('network-row-eip155:1')).getByTestId('network-image').dataset.state).toBe(
      'fallback',
    )
  })
})
