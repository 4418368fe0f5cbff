import type { Portico, WalletListing } from '@portico/core'
import { act, fireEvent, waitFor } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { renderWithPortico } from '../../test/renderWithPortico.js'
import { setupPortico } from '../../test/setupPortico.js'

const listing = (id: string, name: string, rdns?: string): WalletListing => ({
  id,
  name,
  rdns,
  image_url: `http://127.0.0.1:9/image/${id}`,
})

/** An instance whose registry is driven by the test: the calls are recorded, the state set by hand. */
async function withRegistry(registry: Partial<Portico['state']['registry']> = {}) {
  const setup = await setupPortico()
  const { portico } = setup
  const fetchWallets = vi.spyOn(portico, 'fetchWallets').mockResolvedValue()
  const searchWallets = vi.spyOn(portico, 'searchWallets').mockImplementation(() => {})
  Object.assign(portico.state.registry, { status: 'idle', page: 0, count: 0, ...registry })
  return { ...setup, fetchWallets, searchWallets }
}

afterEach(() => vi.unstubAllGlobals())

it('loads the first page on open and shows the list state', async () => {
  const { portico, fetchWallets } = await withRegistry()
  const m = await renderWithPortico(portico).modal()
  await act(() => portico.open({ view: 'AllWallets' }))
  expect(fetchWallets).toHaveBeenCalledWith({ page: 1 })
  await act(async () => {
    portico.state.registry.status = 'loading'
  })
  expect(m.getByTestId('all-wallets-list').dataset.state).toBe('loading')
  expect(m.getByTestId('all-wallets-loading').textContent).toBe('Loading wallets…')
  await act(async () => {
    portico.state.listings.push(listing('rabby', 'Rabby Wallet', 'io.rabby'), listing('zerion', 'Zerion'))
    Object.assign(portico.state.registry, { status: 'ready', page: 1, count: 2 })
  })
  expect(m.getByTestId('all-wallets-list').dataset.state).toBe('ready')
  // One row per wallet: the installed Rabby is merged with its registry listing.
  expect(m.getAllByTestId(/^wallet-row-/).map((row) => row.dataset.testid)).toEqual([
    'wallet-row-dev.portico.fake',
    'wallet-row-io.rabby',
    'wallet-row-zerion',
  ])
  expect(m.queryByTestId('all-wallets-more')).toBeNull()
})

it('loads the next page when the end of the list shows, while more remain', async () => {
  const observed: Array<(entries: Array<{ isIntersecting: boolean }>) => void> = []
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
        observed.push(callback)
      }
      observe() {}
      disconnect() {}
    },
  )
  const { portico, fetchWallets } = await withRegistry({ status: 'ready', page: 1, count: 114 })
  const m = await renderWithPortico(portico).modal()
  await act(() => portico.open({ view: 'AllWallets' }))
  expect(m.getByTestId('all-wallets-more')).toBeTruthy()
  act(() => observed.at(-1)?.([{ isIntersecting: true }]))
  expect(fetchWallets).toHaveBeenCalledWith()
  await act(async () => {
    Object.assign(portico.state.registry, { status: 'ready', page: 3 })
  })
  expect(m.queryByTestId('all-wallets-more')).toBeNull()
})

it('searches the registry and shows the waiting, empty and failed states', async () => {
  const { portico, searchWallets } = await withRegistry({ status: 'ready', page: 1, count: 1 })
  const m = await renderWithPortico(portico).modal()
  await act(() => portico.open({ view: 'AllWallets' }))
  const search = m.getByRole('searchbox', { name: 'Search wallets' })
  fireEvent.change(search, { target: { value: 'rab' } })
  expect(searchWallets).toHaveBeenCalledWith('rab')
  await act(async () => {
    portico.state.registry.search = { query: 'rab', status: 'waiting', results: [], count: 0 }
  })
  expect(search.dataset.state).toBe('waiting')
  expect(m.getByTestId('all-wallets-loading').textContent).toBe('Searching…')
  await act(async () => {
    const results = [listing('rabby', 'Rabby Wallet', 'io.rabby'), listing('rabbit', 'Rabbit')]
    portico.state.registry.search = { query: 'rab', status: 'ready', results, count: 2 }
  })
  expect(search.dataset.state).toBe('ready')
  expect(m.getAllByTestId(/^wallet-row-/).map((row) => row.dataset.testid)).toEqual([
    'wallet-row-io.rabby',
    'wallet-row-rabbit',
  ])
  expect(m.getByTestId('wallet-row-io.rabby').dataset.installed).toBe('true')
  await act(async () => {
    portico.state.registry.search = { query: 'zzz', status: 'ready', results: [], count: 0 }
  })
  expect(m.getByTestId('all-wallets-empty').textContent).toBe('No wallet found')
  await act(async () => {
    portico.state.registry.search.status = 'error'
  })
  fireEvent.click(m.getByTestId('all-wallets-retry'))
  expect(searchWallets).toHaveBeenLastCalledWith('zzz')
})

it('shows the initials of a wallet whose image does not load', async () => {
  const { portico } = await withRegistry({ status: 'ready', page: 1, count: 1 })
  portico.state.listings.push(listing('zerion', 'Zerion Wallet'))
  const m = await renderWithPortico(portico).modal()
  await act(() => portico.open({ view: 'AllWallets' }))
  const icon = m.getByTestId('wallet-row-zerion').querySelector('.wallet-icon') as HTMLElement
  await waitFor(() => expect(icon.dataset.state).toBe('fallback'), { timeout: 4000 })
  expect(icon.textContent).toBe('ZW')
})

it('a registry wallet that is not installed, without WalletConnect, links to its homepage to get it', async () => {
  const { portico } = await withRegistry()
  const m = await renderWithPortico(portico).modal()
  await act(() => portico.open({ view: 'AllWallets' }))
  await act(async () => {
    portico.state.listings.push(
      { ...listing('metamask', 'MetaMask'), homepage: 'https://metamask.io' },
      { ...listing('odd', 'Odd Wallet'), homepage: 'javascript:alert(1)' },
    )
    Object.assign(portico.state.registry, { status: 'ready', page: 1, count: 2 })
  })
  const metamask = m.getByTestId('wallet-row-metamask')
  expect(metamask.tagName).toBe('A')
  expect(metamask.getAttribute('href')).toBe('https://metamask.io/')
  expect(metamask.getAttribute('target')).toBe('_blank')
  expect(metamask.getAttribute('rel')).toBe('noopener noreferrer')
  expect(metamask.textContent).toContain('Get')
  // Only an http(s) address from the registry becomes a link.
  expect(m.getByTestId('wallet-row-odd').tagName).toBe('BUTTON')
})
