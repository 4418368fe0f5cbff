import { createMemoryBackend, type Network } from '@portico/core'
import { createFakeAdapter, createTestPortico, fakeConnector, fakeMainnet } from '@portico/core/testing'
import { PorticoModal, PorticoProvider } from '@portico/react'
import { act, render, waitFor, within } from '@testing-library/react'
import { expect, it } from 'vitest'
import type { SwapsState } from '../SwapsState.js'
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

it('says the swap is being prepared until the wallet is asked, and only then to confirm it in the wallet', async () => {
  const { portico, modal } = await openModal('eip155')
  const usdc = {
    address: 'eip155:1:0xa0b8',
    symbol: 'USDC',
    name: 'USD Coin',
    decimals: 6,
    balance: 10_000_000n,
  }
  const dai = { address: 'eip155:1:0x6b17', symbol: 'DAI', name: 'Dai', decimals: 18 }
  const swap = portico.state.plugins.swaps as SwapsState
  act(() => {
    Object.assign(swap, {
      fromToken: usdc,
      toToken: dai,
      fromAmount: '10',
      quote: {
        from: usdc.address,
        to: dai.address,
        fromAmount: 10_000_000n,
        toAmount: 10n ** 19n,
        priceImpact: 0.1,
        path: [usdc.address, dai.address],
        provider: 'pools',
        receivedAt: Date.now(),
      },
      status: 'preparing',
    })
  })
  await act(() => portico.open({ view: 'SwapPreview' }))
  await waitFor(() => expect(modal.getByTestId('swap-status').textContent).toBe('Preparing the swap…'))
  expect(modal.getByTestId('swap-confirm')).toHaveProperty('disabled', true)
  act(() => {
    swap.status = 'swapping'
  })
  await waitFor(() =>
    expect(modal.getByTestId('swap-status').textContent).toBe('Confirm the swap in your wallet'),
  )
})
