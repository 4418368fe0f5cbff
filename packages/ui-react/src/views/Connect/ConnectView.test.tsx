import { act, waitFor } from '@testing-library/react'
import { expect, it } from 'vitest'
import { registerConnectMethod } from '../../connect/connectMethodRegistry.js'
import { renderWithPortico } from '../../test/renderWithPortico.js'
import { setupPortico } from '../../test/setupPortico.js'

it('lays out the connect methods in the configured order, each once its feature is on and registered', async () => {
  registerConnectMethod('email', async () => ({ default: () => <p>Email section</p> }))
  registerConnectMethod('social', async () => ({ default: () => <p>Social section</p> }))
  const { portico } = await setupPortico({
    features: { email: true, socials: false, connectMethodsOrder: ['wallet', 'email', 'social'] },
  })
  const m = await renderWithPortico(portico).modal()
  await act(() => portico.open())
  await waitFor(() => expect(m.getByText('Email section')).toBeTruthy())
  const view = m.getByTestId('connect-view')
  expect(view.textContent?.indexOf('Fake Wallet')).toBeLessThan(
    view.textContent?.indexOf('Email section') ?? 0,
  )
  expect(m.queryByText('Social section')).toBeNull()
})

it("counts the registry's wallets on the 'All wallets' row, not the rows already shown", async () => {
  const { portico } = await setupPortico()
  const m = await renderWithPortico(portico).modal()
  await act(() => portico.open())
  // No Portico Cloud: AllWallets lists the same rows as Connect.
  await waitFor(() => expect(m.getAllByTestId(/^wallet-row-/).length).toBeGreaterThan(0))
  const shown = m.getAllByTestId(/^wallet-row-/).length
  expect(m.getByTestId('all-wallets-count').textContent).toBe(String(shown))
  // A Portico Cloud answered with the size of its registry.
  await act(() => {
    portico.state.registry.status = 'idle'
    portico.state.registry.count = 114
  })
  expect(m.getByTestId('all-wallets-count').textContent).toBe('114')
})
