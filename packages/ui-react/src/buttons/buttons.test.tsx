import { act, fireEvent, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createFakePortico } from '../test/fakePortico.js'
import { renderWithPortico } from '../test/renderWithPortico.js'
import { AccountButton } from './AccountButton.js'
import { ConnectButton } from './ConnectButton.js'
import { NetworkButton } from './NetworkButton.js'

describe('the buttons', () => {
  it('ConnectButton goes from disconnected to connecting to connected at one reserved width', async () => {
    const { portico, wallet } = createFakePortico()
    const { getByTestId, modal } = renderWithPortico(portico, <ConnectButton />)
    const m = await modal()
    const button = getByTestId('portico-connect-button')
    expect(button.dataset.state).toBe('disconnected')
    expect(button.textContent).toBe('Connect Wallet')
    const width = getComputedStyle(button).width
    expect(width).toMatch(/^\d+px$/)
    fireEvent.click(button)
    wallet.hold()
    fireEvent.click(await m.findByTestId('wallet-row-io.metamask'))
    await waitFor(() => expect(button.dataset.state).toBe('connecting'))
    expect(button.textContent).toBe('Connecting...')
    expect(getComputedStyle(button).width).toBe(width)
    await act(async () => wallet.release())
    expect(button.dataset.state).toBe('connected')
    expect(button.textContent).toBe('0x1234…5678')
    expect(getComputedStyle(button).width).toBe(width)
  })

  it('AccountButton shows the address and balance and opens Account', async () => {
    const { portico } = createFakePortico()
    const { getByTestId, modal } = renderWithPortico(portico, <AccountButton />)
    const m = await modal()
    expect(getByTestId('portico-account-button').textContent).toBe('Connect Wallet')
    await act(() => portico.connect({ connectorId: 'io.metamask', namespace: 'eip155' }))
    await waitFor(() => expect(getByTestId('portico-account-button-balance').dataset.state).toBe('ready'))
    expect(getByTestId('portico-account-button').textContent).toBe('0x1234…56781.234 ETH')
    fireEvent.click(getByTestId('portico-account-button'))
    expect(await m.findByTestId('account-view')).toBeTruthy()
  })

  it('NetworkButton shows the selected network and opens SwitchNetwork', async () => {
    const { portico } = createFakePortico()
    const { getByTestId, modal } = renderWithPortico(portico, <NetworkButton />)
    const m = await modal()
    const button = getByTestId('portico-network-button')
    expect(button.textContent).toBe('Ethereum')
    expect(button.dataset.networkId).toBe('eip155:1')
    fireEvent.click(button)
    expect(await m.findByTestId('switch-network-view')).toBeTruthy()
  })
})
