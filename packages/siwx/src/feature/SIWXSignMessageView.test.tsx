// @vitest-environment happy-dom
import { createFakeSiwx, FAKE_ADDRESS } from '@portico/core/testing'
import { act, fireEvent, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import '../testWorld/setup.js'
import { renderWithPortico } from '@portico/react/testing'
import { setupPortico } from '../testWorld/setupPortico.js'
import { siwxFeature } from './siwxFeature.js'

const metadata = { name: 'Lab Dapp', description: '', url: 'https://lab.example', icons: [] }

async function signInPrompt(parameters: { required?: boolean } = {}) {
  const siwx = createFakeSiwx({ statement: 'Sign in to the lab', ...parameters })
  const setup = await setupPortico({ siwx, metadata })
  const m = await renderWithPortico(setup.portico).modal()
  await act(setup.connect)
  const view = await m.findByTestId('siwx-view')
  return { ...setup, m, view, siwx }
}

describe('SIWXSignMessage', () => {
  it('shows the dapp, the statement and the account; Sign stores the session and closes the modal', async () => {
    const { portico, m, view, siwx } = await signInPrompt()
    expect(view.dataset.state).toBe('prompting')
    expect(m.getByTestId('portico-header-title').textContent).toBe('Sign In')
    expect(m.getByTestId('siwx-headline').textContent).toBe('Lab Dapp wants you to sign in with your wallet')
    expect(m.getByTestId('siwx-statement').textContent).toBe('Sign in to the lab')
    expect(m.getByTestId('siwx-account').textContent).toBe('Account 0x7099…79C8 on Fake Mainnet')
    expect(m.getByTestId<HTMLButtonElement>('portico-header-close').disabled).toBe(false)
    fireEvent.click(m.getByTestId('siwx-sign'))
    await waitFor(() => expect(portico.state.modal.open).toBe(false))
    expect(siwx.sessions.map((session) => session.data.accountAddress)).toEqual([FAKE_ADDRESS])
  })

  it("shows 'Authenticating...' while the wallet is asked, 'Error signing message' and the view again on a rejection", async () => {
    const { portico, m, wallet } = await signInPrompt()
    wallet.hold()
    wallet.answer = 'reject'
    fireEvent.click(m.getByTestId('siwx-sign'))
    await waitFor(() => expect(m.getByTestId('portico-toast').textContent).toBe('Authenticating...'))
    expect(m.getByTestId<HTMLButtonElement>('siwx-sign').disabled).toBe(true)
    await act(async () => wallet.release())
    await waitFor(() => expect(m.getByTestId('portico-toast').textContent).toBe('Error signing message'))
    expect(m.getByTestId('portico-toast').dataset.variant).toBe('error')
    expect(m.getByTestId('siwx-view').dataset.state).toBe('error')
    expect(portico.state.modal.open).toBe(true)
    wallet.answer = 'approve'
    fireEvent.click(m.getByTestId('siwx-sign'))
    await waitFor(() => expect(portico.state.modal.open).toBe(false))
  })

  it('Cancel when optional closes the modal and keeps the wallet connected', async () => {
    const { portico, m } = await signInPrompt()
    fireEvent.click(m.getByTestId('siwx-cancel'))
    await waitFor(() => expect(portico.state.modal.open).toBe(false))
    expect(portico.state.chains.eip155?.accountState.status).toBe('connected')
  })

  it('while required and without a session there is no Close; Cancel disconnects', async () => {
    const { portico, m } = await signInPrompt({ required: true })
    expect(m.queryByTestId('portico-header-close')).toBeNull()
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(portico.state.modal.open).toBe(true)
    fireEvent.click(m.getByTestId('siwx-cancel'))
    await waitFor(() => expect(portico.state.chains.eip155?.accountState.status).toBe('disconnected'))
    expect(portico.state.modal.open).toBe(false)
    expect(portico.getFeature(siwxFeature)?.state.account).toBeUndefined()
  })

  it('a network switched to from the network list asks to sign in there, and the list does not close the prompt', async () => {
    const { portico, m, siwx } = await signInPrompt()
    fireEvent.click(m.getByTestId('siwx-sign'))
    await waitFor(() => expect(portico.state.modal.open).toBe(false))
    await act(() => portico.open({ view: 'SwitchNetwork' }))
    fireEvent.click(await m.findByTestId('network-row-eip155:10'))
    await waitFor(() => expect(portico.getFeature(siwxFeature)?.state.account?.chainId).toBe('eip155:10'))
    expect((await m.findByTestId('siwx-view')).dataset.state).toBe('prompting')
    await waitFor(() => expect(portico.state.router.view).toBe('SIWXSignMessage'))
    expect(portico.state.modal.open).toBe(true)
    expect(siwx.sessions).toHaveLength(1)
  })

  it('shows for a configuration that carries the feature, without plugins', async () => {
    const siwx = { ...createFakeSiwx(), feature: siwxFeature }
    const setup = await setupPortico({ siwx, metadata, plugins: [] })
    const m = await renderWithPortico(setup.portico).modal()
    await act(setup.connect)
    expect((await m.findByTestId('siwx-view')).dataset.state).toBe('prompting')
  })
})
