import { act, fireEvent, render, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ConnectButton } from '../buttons/ConnectButton.js'
import { PorticoProvider } from '../context/PorticoProvider.js'
import { renderWithPortico } from '../test/renderWithPortico.js'
import { setupPortico } from '../test/setupPortico.js'
import { PorticoModal } from './PorticoModal.js'

describe('the modal', () => {
  it('is appended to the body in a shadow root and starts closed', async () => {
    const { portico } = await setupPortico()
    const { modal, shadowRoot } = renderWithPortico(portico)
    const m = await modal()
    expect((await shadowRoot()).host.parentElement).toBe(document.body)
    expect(m.getByTestId('portico-modal').dataset.state).toBe('closed')
    expect(m.queryByRole('dialog')).toBeNull()
  })

  it('opens on Connect with the wallet rows when disconnected', async () => {
    const { portico } = await setupPortico()
    const m = await renderWithPortico(portico).modal()
    await act(() => portico.open())
    expect(m.getByTestId('portico-modal').dataset.state).toBe('open')
    expect(m.getByTestId('portico-modal').dataset.view).toBe('Connect')
    expect(m.getByRole('dialog', { name: 'Connect Wallet' }).getAttribute('aria-modal')).toBe('true')
    expect(m.getByTestId('wallet-row-dev.portico.fake').textContent).toContain('Fake Wallet')
    expect(m.getByTestId('all-wallets-button')).toBeTruthy()
  })

  it('opens on Account when connected, and on the view it is given', async () => {
    const { portico } = await setupPortico()
    const m = await renderWithPortico(portico).modal()
    await act(() => portico.connect({ connectorId: 'fake', namespace: 'eip155' }))
    await act(() => portico.open())
    expect(m.getByTestId('portico-modal').dataset.view).toBe('Account')
    await act(async () => portico.close())
    await act(() => portico.open({ view: 'SwitchNetwork' }))
    expect(m.getByTestId('switch-network-view')).toBeTruthy()
  })

  it('goes back to the previous view and closes from the first one', async () => {
    const { portico } = await setupPortico()
    const m = await renderWithPortico(portico).modal()
    await act(() => portico.open())
    expect(m.queryByTestId('portico-header-back')).toBeNull()
    fireEvent.click(m.getByTestId('all-wallets-button'))
    expect(await m.findByTestId('all-wallets-view')).toBeTruthy()
    expect(m.getByTestId('portico-header-title').textContent).toBe('All Wallets')
    fireEvent.click(m.getByRole('button', { name: 'Back' }))
    expect(await m.findByTestId('connect-view')).toBeTruthy()
    fireEvent.click(m.getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(m.getByTestId('portico-modal').dataset.state).toBe('closed'))
  })

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const { portico } = await setupPortico()
    const { modal, getByTestId, shadowRoot } = renderWithPortico(portico, <ConnectButton />)
    const m = await modal()
    const opener = getByTestId('portico-connect-button')
    opener.focus()
    fireEvent.click(opener)
    const dialog = await m.findByRole('dialog')
    expect((await shadowRoot()).activeElement).toBe(dialog)
    fireEvent.keyDown(dialog, { key: 'Escape' })
    await waitFor(() => expect(m.getByTestId('portico-modal').dataset.state).toBe('closed'))
    expect(document.activeElement).toBe(opener)
  })

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const { portico } = await setupPortico()
    const { modal, shadowRoot } = renderWithPortico(portico)
    const m = await modal()
    await act(() => portico.open())
    const root = await shadowRoot()
    const close = m.getByRole('button', { name: 'Close' })
    // The last control of Connect: the wallet guide's link below the wallets (on by default).
    const last = m.getByTestId('wallet-guide-start')
    last.focus()
    fireEvent.keyDown(last, { key: 'Tab' })
    expect(root.activeElement).toBe(close)
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true })
    expect(root.activeElement).toBe(last)
  })

  it('shakes while core says so', async () => {
    const { portico } = await setupPortico()
    const m = await renderWithPortico(portico).modal()
    await act(() => portico.open())
    expect(m.getByTestId('portico-modal-card').dataset.state).toBe('idle')
    await act(async () => portico.shake())
    expect(m.getByTestId('portico-modal-card').dataset.state).toBe('shaking')
  })

  it('shows a progress bar while core says the modal is loading', async () => {
    const { portico } = await setupPortico()
    const m = await renderWithPortico(portico).modal()
    await act(() => portico.open())
    expect(m.queryByRole('progressbar')).toBeNull()
    await act(async () => portico.setLoading(true))
    expect(m.getByRole('progressbar', { name: 'Loading' })).toBeTruthy()
  })

  it('shows the banner alert and the toasts', async () => {
    const { portico } = await setupPortico()
    const m = await renderWithPortico(portico).modal()
    await act(async () => portico.showAlert({ message: 'Invalid Project ID', variant: 'error' }))
    const alert = m.getByTestId('portico-alert')
    expect(alert.dataset.variant).toBe('error')
    expect(alert.getAttribute('role')).toBe('alert')
    expect(alert.textContent).toContain('Invalid Project ID')
    fireEvent.click(m.getByRole('button', { name: 'Close alert' }))
    await waitFor(() => expect(m.queryByTestId('portico-alert')).toBeNull())
    await act(async () => {
      portico.showToast({ message: 'Authenticating...', variant: 'loading' })
    })
    expect(m.getByTestId('portico-toast').textContent).toBe('Authenticating...')
  })

  it('is placed by the app with disableAppend, and inline with enableEmbedded', async () => {
    const { portico } = await setupPortico({ enableEmbedded: true })
    const { container } = render(
      <PorticoProvider portico={portico}>
        <section data-testid="slot">
          <PorticoModal />
        </section>
      </PorticoProvider>,
    )
    const host = await waitFor(
      () => {
        const element = container.querySelector('[data-testid="slot"] > portico-modal')
        if (!element?.shadowRoot?.querySelector('[data-testid="portico-modal"]'))
          throw new Error('not mounted')
        return element
      },
      { timeout: 10_000 },
    )
    expect(document.body.querySelectorAll('portico-modal')).toHaveLength(1)
    const m = within(host.shadowRoot as unknown as HTMLElement)
    expect(m.getByTestId('portico-modal').dataset.mode).toBe('embedded')
    expect(m.getByTestId('connect-view')).toBeTruthy()
    expect(m.getByRole('dialog').getAttribute('aria-modal')).toBeNull()
    expect(m.queryByRole('button', { name: 'Close' })).toBeNull()
  })
})

describe('the embedded modal while closed', () => {
  it('shows Account once connected', async () => {
    const { portico } = await setupPortico({ enableEmbedded: true })
    const { container } = render(
      <PorticoProvider portico={portico}>
        <PorticoModal />
      </PorticoProvider>,
    )
    const root = await waitFor(
      () => {
        const element = container
          .querySelector('portico-modal')
          ?.shadowRoot?.querySelector<HTMLElement>('[data-testid="portico-modal"]')
        if (!element) throw new Error('not mounted')
        return element
      },
      { timeout: 10_000 },
    )
    expect(root.dataset.view).toBe('Connect')
    await act(() => portico.connect({ connectorId: 'fake', namespace: 'eip155' }))
    await waitFor(() => expect(root.dataset.view).toBe('Account'))
    expect(root.dataset.state).toBe('closed')
  })
})
