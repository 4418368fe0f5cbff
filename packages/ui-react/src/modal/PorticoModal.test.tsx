import { act, fireEvent } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createFakePortico } from '../test/fakePortico.js'
import { renderWithPortico } from '../test/renderWithPortico.js'

describe('the modal', () => {
  it('opens on Connect with the wallet rows when disconnected', async () => {
    const { portico } = createFakePortico()
    const { modal } = renderWithPortico(portico)
    const m = await modal()
    expect(m.getByTestId('portico-modal').dataset.state).toBe('closed')
    await act(() => portico.open())
    expect(m.getByTestId('portico-modal').dataset.state).toBe('open')
    expect(m.getByTestId('portico-modal').dataset.view).toBe('Connect')
    expect(m.getByRole('dialog', { name: 'Connect Wallet' })).toBeTruthy()
    expect(m.getByTestId('wallet-row-io.metamask').textContent).toContain('MetaMask')
    expect(m.getByTestId('all-wallets-button')).toBeTruthy()
  })

  it('goes back to the previous view and closes from the first one', async () => {
    const { portico } = createFakePortico()
    const { modal } = renderWithPortico(portico)
    const m = await modal()
    await act(() => portico.open())
    expect(m.queryByTestId('portico-header-back')).toBeNull()
    fireEvent.click(m.getByTestId('all-wallets-button'))
    expect(await m.findByTestId('all-wallets-view')).toBeTruthy()
    fireEvent.click(m.getByRole('button', { name: 'Back' }))
    expect(await m.findByTestId('connect-view')).toBeTruthy()
    fireEvent.click(m.getByRole('button', { name: 'Close' }))
    expect(m.getByTestId('portico-modal').dataset.state).toBe('closed')
  })
})
