import { createMemoryBackend, type Network, type PorticoEvent } from '@portico/core'
import { createFakeAdapter, createTestPortico, fakeConnector, fakeMainnet } from '@portico/core/testing'
import { PorticoModal, PorticoProvider } from '@portico/react'
import { act, render, waitFor, within } from '@testing-library/react'
import { expect, it } from 'vitest'
import { onramp } from '../onramp.js'
import { connectedOnramp } from '../test/connectedOnramp.js'

const fakePolkadot: Network = {
  id: '91b171bb158e2d3848fa23a9f1c25182',
  caipNetworkId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182',
  chainNamespace: 'polkadot',
  name: 'Fake Polkadot',
  nativeCurrency: { name: 'DOT', symbol: 'DOT', decimals: 10 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9944'] } },
}

async function openModal(
  namespace: 'eip155' | 'polkadot',
  features: { onramp?: boolean } = { onramp: true },
) {
  const portico = createTestPortico({
    projectId: 'test',
    networks: [namespace === 'eip155' ? fakeMainnet : fakePolkadot],
    adapters: [createFakeAdapter({ namespace, connectors: [fakeConnector(namespace)] })],
    storage: createMemoryBackend(),
    plugins: [onramp()],
    features,
  })
  await portico.ready
  const events: PorticoEvent[] = []
  portico.subscribeEvents(({ event }) => events.push(event))
  render(
    <PorticoProvider portico={portico}>
      <PorticoModal />
    </PorticoProvider>,
  )
  await act(() => portico.connect({ connectorId: 'fake', namespace }))
  await act(() => portico.open())
  const host = await waitFor(() => {
    const root = document.querySelector('[data-testid="portico-modal-host"]')?.shadowRoot
    if (!root?.querySelector('[data-testid="account-view"]')) throw new Error('no Account yet')
    return root
  })
  return { portico, events, modal: within(host as unknown as HTMLElement) }
}

it('has a Buy entry on EVM, which opens Buy (without a cloud: it says buying needs Portico Cloud)', async () => {
  const { modal, events } = await openModal('eip155')
  expect(modal.getByTestId('account-feature-onramp').textContent).toContain('Buy')
  act(() => modal.getByTestId('account-feature-onramp').click())
  await waitFor(() =>
    expect(modal.getByTestId('onramp-error').textContent).toBe('Buying crypto needs Portico Cloud'),
  )
  expect(events.map(({ type }) => type)).toContain('SELECT_BUY_CRYPTO')
  act(() => modal.getByTestId('onramp-what-is-a-buy').click())
  await waitFor(() => expect(modal.getByTestId('what-is-a-buy').textContent).toContain('regulated provider'))
  expect(events.map(({ type }) => type)).toContain('SELECT_WHAT_IS_A_BUY')
})

it('is off without a cloud unless the app turns it on', async () => {
  const { modal } = await openModal('eip155', {})
  expect(modal.queryByTestId('account-feature-onramp')).toBeNull()
})

it("has no Buy entry elsewhere, and Buy opened there says 'Unsupported chain'", async () => {
  const { portico, modal } = await openModal('polkadot')
  expect(modal.queryByTestId('account-feature-onramp')).toBeNull()
  await act(() => portico.open({ view: 'OnRampProviders' }))
  await waitFor(() => expect(modal.getByTestId('onramp-error').textContent).toBe('Unsupported chain'))
})

it("shows each currency's icon from the cloud in OnRampFiatSelect", async () => {
  const cloudUrl = 'http://127.0.0.1:9/cloud'
  const { portico } = await connectedOnramp({}, cloudUrl)
  render(
    <PorticoProvider portico={portico}>
      <PorticoModal />
    </PorticoProvider>,
  )
  const fiat = (code: string) => ({ code, min: 10, max: 1_000 })
  Object.assign(portico.state.plugins.onramp as object, {
    options: {
      providers: [{ name: 'meld', feeBps: 120, fiatCurrencies: [fiat('USD'), fiat('EUR')] }],
      assets: [],
    },
  })
  await act(() => portico.open({ view: 'OnRampFiatSelect' }))
  const host = await waitFor(() => {
    const root = document.querySelector('[data-testid="portico-modal-host"]')?.shadowRoot
    if (!root?.querySelector('[data-testid="onramp-fiat-select"]')) throw new Error('no OnRampFiatSelect yet')
    return root
  })
  const modal = within(host as unknown as HTMLElement)
  expect(modal.getByTestId('onramp-fiat-icon-USD').getAttribute('src')).toBe(
    `${cloudUrl}/public/getCurrencyImage/USD`,
  )
  expect(modal.getByTestId('onramp-fiat-icon-EUR').getAttribute('src')).toBe(
    `${cloudUrl}/public/getCurrencyImage/EUR`,
  )
  expect(modal.getByTestId('onramp-fiat-EUR').textContent).toContain('EUR')
})
