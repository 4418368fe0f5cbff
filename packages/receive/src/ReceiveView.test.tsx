import { type ChainNamespace, createMemoryBackend, type Network, type PorticoOptions } from '@portico/core'
import {
  createFakeAdapter,
  createTestPortico,
  FAKE_ADDRESS,
  fakeConnector,
  fakeMainnet,
} from '@portico/core/testing'
import { PorticoModal, PorticoProvider } from '@portico/react'
import { act, fireEvent, render, waitFor, within } from '@testing-library/react'
import { expect, it, vi } from 'vitest'
import { receiveFeature } from './receiveFeature.js'

const fakePolkadot: Network = {
  id: '91b171bb158e2d3848fa23a9f1c25182',
  caipNetworkId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182',
  chainNamespace: 'polkadot',
  name: 'Fake Polkadot',
  nativeCurrency: { name: 'DOT', symbol: 'DOT', decimals: 10 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9944'] } },
}

async function openReceive(options: Partial<PorticoOptions> = {}, namespace: ChainNamespace = 'eip155') {
  const portico = createTestPortico({
    projectId: 'test',
    networks: [namespace === 'polkadot' ? fakePolkadot : fakeMainnet],
    adapters: [createFakeAdapter({ namespace, connectors: [fakeConnector(namespace)] })],
    storage: createMemoryBackend(),
    plugins: [receiveFeature],
    ...options,
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
    if (!root?.querySelector('[data-testid="account-feature-receive"]'))
      throw new Error('no Receive entry yet')
    return root
  })
  return { portico, modal: within(host as unknown as HTMLElement) }
}

it('the Receive entry on Account opens the address as text, a QR code and the networks', async () => {
  const { modal } = await openReceive()
  act(() => modal.getByTestId('account-feature-receive').click())
  await waitFor(() => expect(modal.getByTestId('receive-address').textContent).toBe(FAKE_ADDRESS))
  expect(modal.getByTestId('receive-qr').querySelector('path')?.getAttribute('d')).toMatch(
    /^M\d+ \d+h1v1h-1z/,
  )
  expect(modal.getByTestId('receive-networks').textContent).toBe(fakeMainnet.name)
  expect(modal.queryByTestId('receive-ss58-warning')).toBeNull()
})

it('copies the address and says so in a toast', async () => {
  const writeText = vi.fn(async () => {})
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
  const { modal } = await openReceive()
  act(() => modal.getByTestId('account-feature-receive').click())
  fireEvent.click(await modal.findByTestId('receive-copy'))
  expect((await modal.findByTestId('portico-toast')).textContent).toBe('Copied')
  expect(writeText).toHaveBeenCalledWith(FAKE_ADDRESS)
})

it("warns on Polkadot that the address is written in the network's SS58 format", async () => {
  const { modal } = await openReceive({}, 'polkadot')
  act(() => modal.getByTestId('account-feature-receive').click())
  const warning = await modal.findByTestId('receive-ss58-warning')
  expect(warning.textContent).toContain('Fake Polkadot')
  expect(modal.getByTestId('receive-networks').textContent).toBe('Fake Polkadot')
})

it('shows no Receive entry when the receive switch is off', async () => {
  const portico = createTestPortico({
    projectId: 'test',
    networks: [fakeMainnet],
    adapters: [createFakeAdapter({ connectors: [fakeConnector()] })],
    storage: createMemoryBackend(),
    plugins: [receiveFeature],
    features: { receive: false },
  })
  await portico.ready
  expect(portico.options.plugins).toEqual([receiveFeature])
  render(
    <PorticoProvider portico={portico}>
      <PorticoModal />
    </PorticoProvider>,
  )
  await act(() => portico.connect({ connectorId: 'fake', namespace: 'eip155' }))
  await act(() => portico.open())
  const root = await waitFor(() => {
    const shadow = document.querySelector('[data-testid="portico-modal-host"]')?.shadowRoot
    if (!shadow?.querySelector('[data-testid="account-view"]')) throw new Error('no Account yet')
    return shadow
  })
  expect(root.querySelector('[data-testid="account-feature-receive"]')).toBeNull()
})
