import { act, fireEvent } from '@testing-library/react'
import { expect, it } from 'vitest'
import { renderWithPortico } from '../../test/renderWithPortico.js'
import { setupPortico } from '../../test/setupPortico.js'

it('lists the installed wallets and narrows them down with the search box', async () => {
  const { portico } = await setupPortico()
  const m = await renderWithPortico(portico).modal()
  await act(() => portico.open({ view: 'AllWallets' }))
  expect(m.getAllByRole('button', { name: /Wallet/ }).map((row) => row.dataset.testid)).toEqual([
    'wallet-row-dev.portico.fake',
    'wallet-row-io.rabby',
  ])
  fireEvent.change(m.getByRole('searchbox', { name: 'Search wallets' }), { target: { value: 'rab' } })
  expect(m.queryByTestId('wallet-row-dev.portico.fake')).toBeNull()
  expect(m.getByTestId('wallet-row-io.rabby')).toBeTruthy()
  fireEvent.change(m.getByRole('searchbox', { name: 'Search wallets' }), {
    target: { value: 'nothing like it' },
  })
  expect(m.getByTestId('all-wallets-empty').textContent).toBe('No wallet found')
})
