import { createMemoryBackend, type Network } from '@portico/core'
import { createFakeAdapter, createTestPortico, fakeConnector, fakeMainnet } from '@portico/core/testing'
import { PorticoModal, PorticoProvider } from '@portico/react'
import { act, render, waitFor, within } from '@testing-library/react'
import { expect, it } from 'vitest'
import { swaps } from '../swaps.js'

const fakePolkadot: Network = {
  id: '91b171bb158e2d3848fa23a9f1c25182',
  caipNetworkId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182',
  chainNamespace: 'polkadot',
  name: 'Fake Polkadot',
  nativeCurrency: { name: 'DOT', symbol: 'DOT', decimals: 10 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9944'] } },
}

async function openModal(namespace: 'eip155' | 'polkadot') {
  const portico = createTestPortico({
    projectId: 'test',
    networks: [namespace === 'eip155' ? fakeMainnet : fakePolkadot],
    adapters: [createFakeAdapter({ namespace, connectors: [fakeConnector(namespace)] })],
    storage: createMemoryBackend(),
    plugins: [swaps()],
    // Swaps is a cloud-backed feature, off until the project's remote features (or the app) turn it on.
    features: { swaps: true },
  })
  await portico.ready
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
  return { portico, modal: within(host as unknown as HTMLElement) }
}

it('has a Swap entry on EVM, which opens Swap (without a cloud: it says swaps need Portico Cloud)', async () => {
  const { modal } = await openModal('eip155')
  act(() => modal.getByTestId('account-feature-swaps').click())
  await waitFor(() => expect(modal.getByTestId('swap-error').textContent).toBe('Swaps need Portico Cloud'))
})

it("has no Swap entry elsewhere, and Swap opened there says 'Unsupported chain'", async () => {
  const { portico, modal } = await openModal('polkadot')
  expect(modal.queryByTestId('account-feature-swaps')).toBeNull()
  await act(() => portico.open({ view: 'Swap' }))
  await waitFor(() => expect(modal.getByTestId('swap-error').textContent).toBe('Unsupported chain'))
})
