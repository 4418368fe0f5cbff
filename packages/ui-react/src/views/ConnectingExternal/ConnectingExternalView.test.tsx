import { act, fireEvent } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithPortico } from '../../test/renderWithPortico.js'
import { setupPortico } from '../../test/setupPortico.js'

async function chooseMetaMask() {
  const { portico, wallet } = await setupPortico()
  const m = await renderWithPortico(portico).modal()
  await act(() => portico.open())
  return { portico, wallet, m, choose: () => fireEvent.click(m.getByTestId('wallet-row-dev.portico.fake')) }
}

describe('connecting a wallet', () => {
  it('waits on the wallet with its name, then connects and closes', async () => {
    const { wallet, m, choose } = await chooseMetaMask()
    wallet.hold()
    choose()
    const view = await m.findByTestId('connecting-external')
    expect(view.dataset.state).toBe('waiting')
    expect(view.dataset.wallet).toBe('dev.portico.fake')
    expect(m.getByTestId('connecting-external-message').textContent).toBe('Continue in Fake Wallet')
    expect(m.getByTestId('portico-header-title').textContent).toBe('Fake Wallet')
    await act(async () => wallet.release())
    expect(m.getByTestId('portico-modal').dataset.state).toBe('closed')
  })

  it('says the request was declined and connects on Try again', async () => {
    const { wallet, m, choose } = await chooseMetaMask()
    wallet.answer = 'reject'
    choose()
    const view = await m.findByTestId('connecting-external')
    await act(async () => {})
    expect(view.dataset.state).toBe('rejected')
    expect(m.getByRole('alert').textContent).toBe('Connection declined')
    wallet.answer = 'approve'
    wallet.hold()
    fireEvent.click(m.getByRole('button', { name: 'Try again' }))
    expect(view.dataset.state).toBe('waiting')
    await act(async () => wallet.release())
    expect(m.getByTestId('portico-modal').dataset.state).toBe('closed')
  })

  it('shows a wallet failure as an error with Try again', async () => {
    const { wallet, m, choose } = await chooseMetaMask()
    wallet.answer = new Error('Wallet exploded')
    choose()
    const view = await m.findByTestId('connecting-external')
    await act(async () => {})
    expect(view.dataset.state).toBe('error')
    expect(view.textContent).toContain('Wallet exploded')
    expect(m.getByTestId('connecting-external-retry')).toBeTruthy()
  })

  it('starts no connection when it renders: only the click that chose the wallet does', async () => {
    const { portico, adapter } = await setupPortico()
    const m = await renderWithPortico(portico).modal()
    await act(() => portico.open())
    await act(async () => portico.push('ConnectingExternal', { connectorId: 'fake', namespace: 'eip155' }))
    expect((await m.findByTestId('connecting-external')).dataset.state).toBe('waiting')
    await act(async () => {})
    expect(adapter.controls.callsOf('connect')).toHaveLength(0)
  })

  it("takes a library's 4001 around the wallet's own failure for an error, not a decline", async () => {
    const { wallet, m, choose } = await chooseMetaMask()
    const walletFailure = Object.assign(new Error('Invalid params'), { code: -32602 })
    wallet.answer = Object.assign(new Error('User rejected', { cause: walletFailure }), { code: 4001 })
    choose()
    const view = await m.findByTestId('connecting-external')
    await act(async () => {})
    expect(view.dataset.state).toBe('error')
    expect(m.getByTestId('connecting-external-retry')).toBeTruthy()
  })
})
