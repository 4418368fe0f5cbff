import { createMemoryBackend } from '@portico/core'
import {
  createFakeAdapter,
  createTestPortico,
  fakeConnector,
  fakeMainnet,
  fakeSolana,
} from '@portico/core/testing'
import { act, fireEvent, waitFor } from '@testing-library/react'
import { expect, it } from 'vitest'
import { renderWithPortico } from '../../test/renderWithPortico.js'

it('asks before leaving a connected namespace, then offers the wallets of the new one', async () => {
  const solanaWallet = {
    ...fakeConnector('solana'),
    id: 'phantom',
    name: 'Phantom',
    info: { rdns: 'app.phantom' },
  }
  const portico = createTestPortico({
    projectId: 'test',
    networks: [fakeMainnet, fakeSolana],
    adapters: [createFakeAdapter(), createFakeAdapter({ namespace: 'solana', connectors: [solanaWallet] })],
    storage: createMemoryBackend(),
  })
  await portico.ready
  const m = await renderWithPortico(portico).modal()
  await act(() => portico.connect({ connectorId: 'fake', namespace: 'eip155' }))
  await act(() => portico.open({ view: 'SwitchNetwork' }))
  fireEvent.click(m.getByTestId(`network-row-${fakeSolana.caipNetworkId}`))
  expect((await m.findByTestId('switch-active-chain-view')).textContent).toContain('Switch to Fake Solana')
  fireEvent.click(m.getByTestId('switch-active-chain-confirm'))
  await m.findByTestId('connect-view')
  await waitFor(() => expect(m.queryByTestId('wallet-row-dev.portico.fake')).toBeNull())
  expect(m.getByTestId('wallet-row-app.phantom')).toBeTruthy()
  expect(portico.state.activeNamespace).toBe('solana')
})
