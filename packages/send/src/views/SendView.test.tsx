import { createMemoryBackend, type Network } from '@portico/core'
import { createFakeAdapter, createTestPortico, fakeConnector, fakeMainnet } from '@portico/core/testing'
import { PorticoModal, PorticoProvider } from '@portico/react'
import { act, fireEvent, render, waitFor, within } from '@testing-library/react'
import { expect, it } from 'vitest'
import { send } from '../send.js'

const fakePolkadot: Network = {
  id: '91b171bb158e2d3848fa23a9f1c25182',
  caipNetworkId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182',
  chainNamespace: 'polkadot',
  name: 'Fake Polkadot',
  nativeCurrency: { name: 'DOT', symbol: 'DOT', decimals: 10 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9944'] } },
}

async function openModal(namespace: 'eip155' | 'polkadot') {
  const network = namespace === 'eip155' ? fakeMainnet : fakePolkadot
  const portico = createTestPortico({
    projectId: 'test',
    networks: [network],
    adapters: [createFakeAdapter({ namespace, connectors: [fakeConnector(namespace)] })],
    storage: createMemoryBackend(),
    plugins: [send()],
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

it('the Send entry opens the form, whose Review says what is missing in docs/behaviour.md order, then the address rule', async () => {
  const { modal } = await openModal('eip155')
  act(() => modal.getByTestId('account-feature-send').click())
  const review = await modal.findByTestId('send-review')
  const errorText = () => modal.getByTestId('send-error').textContent

  act(() => review.click())
  await waitFor(() => expect(errorText()).toBe('An amount and receiver address are required'))

  fireEvent.change(modal.getByTestId('send-amount'), { target: { value: '0.5' } })
  fireEvent.change(modal.getByTestId('send-receiver'), { target: { value: '0x1234' } })
  act(() => review.click())
  await waitFor(() => expect(errorText()).toBe('A token is required'))

  fireEvent.change(modal.getByTestId('send-token'), { target: { value: 'native' } })
  expect(modal.getByTestId('send-balance').textContent).toMatch(/^Balance: .* ETH$/)
  act(() => review.click())
  await waitFor(() => expect(errorText()).toBe('Invalid EVM address: 40 hex characters, 0x optional'))

  // A name is resolved through portico.names; without a cloud that fails with the documented text.
  fireEvent.change(modal.getByTestId('send-receiver'), { target: { value: 'alice-wallet' } })
  act(() => review.click())
  await waitFor(() => expect(errorText()).toBe('Error resolving name'))
})

it('offers no Send on a namespace it does not support, and the view says Unsupported chain', async () => {
  const { portico, modal } = await openModal('polkadot')
  expect(modal.queryByTestId('account-feature-send')).toBeNull()
  act(() => portico.push('Send'))
  await waitFor(() => expect(modal.getByTestId('send-error').textContent).toBe('Unsupported chain'))
})

it('shows no Send entry when the send switch is off', async () => {
  const portico = createTestPortico({
    projectId: 'test',
    networks: [fakeMainnet],
    adapters: [createFakeAdapter({ connectors: [fakeConnector()] })],
    storage: createMemoryBackend(),
    plugins: [send()],
    features: { send: false },
  })
  await portico.ready
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
  expect(root.querySelector('[data-testid="account-feature-send"]')).toBeNull()
})
