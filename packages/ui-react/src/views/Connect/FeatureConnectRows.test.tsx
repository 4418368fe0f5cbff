import type { PorticoFeature } from '@portico/core'
import { act, fireEvent, waitFor } from '@testing-library/react'
import { expect, it } from 'vitest'
import { renderWithPortico } from '../../test/renderWithPortico.js'
import { setupPortico } from '../../test/setupPortico.js'

/** A feature of another package with a Connect row (as WalletConnect's), which pairs registry wallets. */
function pairingFeature() {
  const warmed: string[] = []
  const feature: PorticoFeature<{ warm(): void }> = {
    id: 'pairing',
    connectRow: {
      label: 'connect.continueWithWallet',
      tag: 'wallets.installed',
      view: 'WhatIsAWallet',
      pairsListings: true,
      warm: (api) => api.warm(),
    },
    create: () => ({ api: { warm: () => void warmed.push('warm') } }),
  }
  return { feature, warmed }
}

it("shows a feature's Connect row first; hover warms it, a choice opens its view, and it pairs registry wallets", async () => {
  const { feature, warmed } = pairingFeature()
  const { portico } = await setupPortico({ plugins: [feature] })
  const m = await renderWithPortico(portico).modal()
  await act(() => {
    portico.state.listings.push({ id: 'phone-only', name: 'Phone Only Wallet' })
    portico.state.registry.status = 'ready'
  })
  await act(() => portico.open())
  const row = await waitFor(() => m.getByTestId('wallet-row-pairing'))
  expect(m.getByTestId('connect-view').querySelector('button.row')).toBe(row)
  expect(row.textContent).toBe('Continue with a walletInstalled')
  fireEvent.pointerEnter(row)
  expect(warmed).toEqual(['warm'])

  // A registry wallet not installed here is a button that pairs through the feature, not a link to get it.
  fireEvent.click(await waitFor(() => m.getByTestId('wallet-row-phone-only')))
  expect(portico.state.router).toMatchObject({
    view: 'WhatIsAWallet',
    data: { wallet: { id: 'phone-only', name: 'Phone Only Wallet' } },
  })
  await act(() => portico.goBack())
  fireEvent.click(m.getByTestId('wallet-row-pairing'))
  expect(portico.state.router.view).toBe('WhatIsAWallet')
})
