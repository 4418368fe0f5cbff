import { createMemoryBackend } from '@portico/core'
import { act, fireEvent, waitFor } from '@testing-library/react'
import { expect, it } from 'vitest'
import { renderWithPortico } from '../../test/renderWithPortico.js'
import { setupPortico } from '../../test/setupPortico.js'

it('under legalCheckbox, keeps every wallet disabled until the terms box is ticked, links the app’s pages and remembers the tick', async () => {
  const storage = createMemoryBackend()
  const options = {
    storage,
    features: { legalCheckbox: true },
    termsConditionsUrl: 'https://app.example/terms',
    privacyPolicyUrl: 'https://app.example/privacy',
  }
  const { portico } = await setupPortico(options)
  const m = await renderWithPortico(portico).modal()
  await act(() => portico.open())
  const box = await waitFor(() => m.getByRole('checkbox', { name: /I agree to the Terms of Service/ }))
  expect((box as HTMLInputElement).checked).toBe(false)
  expect(m.getByTestId('legal-terms').getAttribute('href')).toBe('https://app.example/terms')
  expect(m.getByTestId('legal-privacy').getAttribute('href')).toBe('https://app.example/privacy')
  const wallet = m.getByTestId('wallet-row-dev.portico.fake') as HTMLButtonElement
  expect(wallet.closest('fieldset')?.disabled).toBe(true)
  fireEvent.click(wallet)
  expect(portico.state.router.view).toBe('Connect')

  fireEvent.click(box)
  expect(wallet.closest('fieldset')?.disabled).toBe(false)
  expect(storage.getItem('@portico/legal_accepted')).toBe('true')

  // The next visit finds the box ticked.
  const next = await setupPortico(options)
  const again = await renderWithPortico(next.portico).modal()
  await act(() => next.portico.open())
  await waitFor(() => expect((again.getAllByRole('checkbox').at(-1) as HTMLInputElement).checked).toBe(true))
})

it('under legalCheckbox, AllWallets waits for the same tick, whether reached through the wallet guide or opened by the app', async () => {
  const storage = createMemoryBackend()
  const { portico } = await setupPortico({ storage, features: { legalCheckbox: true } })
  const m = await renderWithPortico(portico).modal()
  await act(() => portico.open())
  // The guide stays outside the disabled methods: 'Get started', then 'Get a wallet' lead to AllWallets.
  fireEvent.click(await waitFor(() => m.getByTestId('wallet-guide-start')))
  fireEvent.click(await waitFor(() => m.getByTestId('wallet-guide-get')))
  await waitFor(() => expect(portico.state.router.view).toBe('AllWallets'))
  const wallet = (await waitFor(() => m.getByTestId('wallet-row-dev.portico.fake'))) as HTMLButtonElement
  expect(wallet.closest('fieldset')?.disabled).toBe(true)
  fireEvent.click(wallet)
  expect(portico.state.router.view).toBe('AllWallets')
  expect(portico.state.connectAttempt).toBeUndefined()

  await act(() => portico.close())
  await act(() => portico.open({ view: 'AllWallets' }))
  const box = await waitFor(() => m.getByRole('checkbox', { name: /I agree to the Terms of Service/ }))
  expect(
    (m.getByTestId('wallet-row-dev.portico.fake') as HTMLButtonElement).closest('fieldset')?.disabled,
  ).toBe(true)
  fireEvent.click(box)
  expect(
    (m.getByTestId('wallet-row-dev.portico.fake') as HTMLButtonElement).closest('fieldset')?.disabled,
  ).toBe(false)
  expect(storage.getItem('@portico/legal_accepted')).toBe('true')
})

it('without legalCheckbox, shows no checkbox and leaves the wallets enabled', async () => {
  const { portico } = await setupPortico()
  const m = await renderWithPortico(portico).modal()
  await act(() => portico.open())
  await waitFor(() => expect(m.getByTestId('wallet-row-dev.portico.fake')).toBeTruthy())
  expect(m.queryByRole('checkbox')).toBeNull()
  expect(m.getByTestId('wallet-row-dev.portico.fake').closest('fieldset')?.disabled).toBe(false)
})

it('under collapseWallets, folds the wallet list into one entry that opens it', async () => {
  const { portico } = await setupPortico({ features: { collapseWallets: true } })
  const m = await renderWithPortico(portico).modal()
  await act(() => portico.open())
  const entry = await waitFor(() => m.getByRole('button', { name: 'Continue with a wallet' }))
  expect(m.queryByTestId('wallet-row-dev.portico.fake')).toBeNull()
  expect(m.queryByTestId('all-wallets-button')).toBeNull()
  fireEvent.click(entry)
  expect(m.getByTestId('wallet-row-dev.portico.fake')).toBeTruthy()
  expect(m.getByTestId('all-wallets-button')).toBeTruthy()
})

it('under enableWallets: false, leaves every wallet out of Connect, the guide too', async () => {
  const { portico } = await setupPortico({ enableWallets: false })
  const m = await renderWithPortico(portico).modal()
  await act(() => portico.open())
  await waitFor(() => expect(m.getByTestId('connect-view')).toBeTruthy())
  expect(m.queryByTestId('wallet-list')).toBeNull()
  expect(m.queryByTestId('wallet-row-dev.portico.fake')).toBeNull()
  expect(m.queryByTestId('all-wallets-button')).toBeNull()
  expect(m.queryByTestId('wallet-guide')).toBeNull()
})

it("leads a visitor without a wallet from Connect to 'What is a wallet?' and on to the wallets to get one", async () => {
  const { portico } = await setupPortico()
  const m = await renderWithPortico(portico).modal()
  await act(() => portico.open())
  await waitFor(() => expect(m.getByText("Haven't got a wallet?")).toBeTruthy())
  fireEvent.click(m.getByRole('button', { name: 'Get started' }))
  await waitFor(() => expect(m.getByTestId('what-is-a-wallet')).toBeTruthy())
  expect(m.getByRole('heading', { name: 'What is a wallet?' })).toBeTruthy()
  expect(m.getByText('One sign-in for every app')).toBeTruthy()
  fireEvent.click(m.getByRole('button', { name: 'Get a wallet' }))
  expect(portico.state.router.view).toBe('AllWallets')
})

it('under enableWalletGuide: false, shows no wallet guide', async () => {
  const { portico } = await setupPortico({ enableWalletGuide: false })
  const m = await renderWithPortico(portico).modal()
  await act(() => portico.open())
  await waitFor(() => expect(m.getByTestId('wallet-row-dev.portico.fake')).toBeTruthy())
  expect(m.queryByTestId('wallet-guide')).toBeNull()
})
