import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { ConnectButton } from '../buttons/ConnectButton.js'
import { renderWithPortico } from '../test/renderWithPortico.js'
import { setupPortico } from '../test/setupPortico.js'

afterEach(() => {
  vi.restoreAllMocks()
})

it('renders the modal and the buttons in German after setLocale("de")', async () => {
  const { portico } = await setupPortico()
  const rendered = renderWithPortico(portico, <ConnectButton />)
  const m = await rendered.modal()
  await act(() => portico.open())
  expect(m.getByTestId('portico-header-title').textContent).toBe('Connect Wallet')
  expect(screen.getByTestId('portico-connect-button').textContent).toBe('Connect Wallet')

  await act(() => portico.setLocale('de'))

  expect(m.getByTestId('portico-header-title').textContent).toBe('Wallet verbinden')
  expect(m.getByTestId('all-wallets-button').textContent).toContain('Alle Wallets')
  expect(m.getByTestId('portico-header-close').getAttribute('aria-label')).toBe('Schließen')
  expect(screen.getByTestId('portico-connect-button').textContent).toBe('Wallet verbinden')
  expect(m.getByTestId('portico-modal').getAttribute('lang')).toBe('de')
  expect(m.getByTestId('portico-modal').getAttribute('dir')).toBe('ltr')

  fireEvent.click(m.getByTestId('all-wallets-button'))
  await waitFor(() => expect(m.getByTestId('portico-header-title').textContent).toBe('Alle Wallets'))
  expect(m.getByTestId('portico-header-back').getAttribute('aria-label')).toBe('Zurück')
  expect(m.getByTestId('all-wallets-search').getAttribute('placeholder')).toBe('Wallet suchen')
})

it('shows English, with a console warning, for a locale Portico does not ship', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  const { portico } = await setupPortico()
  const m = await renderWithPortico(portico).modal()
  await act(() => portico.open())
  await act(() => portico.setLocale('tlh'))
  expect(m.getByTestId('portico-header-title').textContent).toBe('Connect Wallet')
  expect(m.getByTestId('portico-modal').getAttribute('lang')).toBe('en')
  expect(warn).toHaveBeenCalledOnce()
})

it('shows a catalogue alert in the current locale, with its values', async () => {
  const { portico } = await setupPortico()
  const m = await renderWithPortico(portico).modal()
  await act(() => portico.setLocale('de'))
  await act(() =>
    portico.showAlert({
      message: 'Invalid App Configuration: …',
      variant: 'error',
      code: 'INVALID_APP_CONFIGURATION',
      values: { origin: 'https://dapp.example' },
    }),
  )
  expect(m.getByTestId('portico-alert').textContent).toContain(
    'Ungültige App-Konfiguration: Der Ursprung https://dapp.example ist für dieses Projekt nicht erlaubt.',
  )
})
