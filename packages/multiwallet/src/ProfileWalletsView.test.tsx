import { createMemoryBackend, DEFAULT_REMOTE_FEATURES, type Portico } from '@portico/core'
import { createFakeAdapter, createTestPortico, fakeMainnet, fakeSolana } from '@portico/core/testing'
import { PorticoModal, PorticoProvider } from '@portico/react'
import { act, render, waitFor, within } from '@testing-library/react'
import { expect, it } from 'vitest'
import { multiWallet } from './multiWallet.js'

const FIRST = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const SECOND = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const THIRD = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
const SOL_FIRST = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
const SOL_SECOND = 'HN7cABqLq46Es1jh92dQQisAq662SmxELLLsHHe4YWrH'

/**
 * Two wallets connected in eip155, the second active; the project's multiWallet feature on or off; more
 * adapters (with their networks) connected `before` the EVM wallets, so eip155 is the active namespace.
 */
async function openProfileWallets(
  multiWalletOn: boolean,
  more: {
    adapters?: ReturnType<typeof createFakeAdapter>[]
    before?: (portico: Portico) => Promise<void>
  } = {},
) {
  const adapter = createFakeAdapter({
    connectors: [
      { id: 'first', name: 'First Wallet', type: 'ANNOUNCED', chain: 'eip155' },
      { id: 'second', name: 'Second Wallet', type: 'ANNOUNCED', chain: 'eip155' },
    ],
    accountsByConnector: { first: [FIRST], second: [SECOND] },
  })
  const portico: Portico = createTestPortico({
    projectId: 'test',
    networks: more.adapters ? [fakeMainnet, fakeSolana] : [fakeMainnet],
    adapters: [adapter, ...(more.adapters ?? [])],
    storage: createMemoryBackend(),
    plugins: [multiWallet],
  })
  await portico.ready
  // The cloud's answer to the remote features (its own tests cover the request).
  if (multiWalletOn) portico.state.remoteFeatures = { ...DEFAULT_REMOTE_FEATURES, multiWallet: true }
  render(
    <PorticoProvider portico={portico}>
      <PorticoModal />
    </PorticoProvider>,
  )
  if (more.before) await act(() => more.before?.(portico) ?? Promise.resolve())
  await act(() => portico.connect({ connectorId: 'first', namespace: 'eip155' }))
  await act(() => portico.connect({ connectorId: 'second', namespace: 'eip155' }))
  await act(() => portico.open())
  const host = await waitFor(() => {
    const root = document.querySelector('[data-testid="portico-modal-host"]')?.shadowRoot
    if (!root?.querySelector('[data-testid="account-feature-multiWallet"]')) throw new Error('no entry yet')
    return root
  })
  const modal = within(host as unknown as HTMLElement)
  act(() => modal.getByTestId('account-feature-multiWallet').click())
  await waitFor(() => expect(modal.getByTestId('profile-wallets-view')).toBeTruthy())
  return { adapter, portico, modal }
}

const rows = (modal: ReturnType<typeof within>) =>
  modal.getAllByTestId('profile-wallet').map((row: HTMLElement) => ({
    name: within(row).getByTestId('profile-wallet-name').textContent,
    address: row.getAttribute('data-address'),
    active: row.getAttribute('data-active'),
  }))

it('lists both wallets with their balances, switches the active one and disconnects one', async () => {
  const { adapter, portico, modal } = await openProfileWallets(true)
  expect(rows(modal)).toEqual([
    { name: 'Second Wallet', address: SECOND, active: 'true' },
    { name: 'First Wallet', address: FIRST, active: 'false' },
  ])
  await waitFor(() =>
    expect(modal.getAllByTestId('profile-wallet-balance').map((entry) => entry.textContent)).toEqual([
      '1.000 ETH',
      '1.000 ETH',
    ]),
  )

  act(() => modal.getByRole('button', { name: 'Switch to First Wallet' }).click())
  await waitFor(() =>
    expect(rows(modal)[0]).toEqual({ name: 'First Wallet', address: FIRST, active: 'true' }),
  )
  expect(portico.state.chains.eip155?.accountState.address).toBe(FIRST)
  expect(portico.state.modal.open).toBe(true)

  act(() => modal.getByRole('button', { name: 'Disconnect Second Wallet' }).click())
  await waitFor(() => expect(rows(modal)).toEqual([{ name: 'First Wallet', address: FIRST, active: 'true' }]))
  expect([...adapter.controls.connectedIds]).toEqual(['first'])

  act(() => modal.getByTestId('profile-wallets-add').click())
  await waitFor(() => expect(portico.state.router.view).toBe('Connect'))
})

it("shows a kept wallet's account change in its row, and drops the row of a kept wallet that disconnects itself", async () => {
  const { adapter, portico, modal } = await openProfileWallets(true)
  act(() => adapter.controls.changeConnectorAccounts('first', [THIRD]))
  await waitFor(() =>
    expect(rows(modal)).toEqual([
      { name: 'Second Wallet', address: SECOND, active: 'true' },
      { name: 'First Wallet', address: THIRD, active: 'false' },
    ]),
  )
  expect(portico.state.chains.eip155?.accountState.address).toBe(SECOND)
  await waitFor(() =>
    expect(modal.getAllByTestId('profile-wallet-balance')[1]?.getAttribute('data-state')).toBe('ready'),
  )

  act(() => adapter.controls.disconnectConnector('first'))
  await waitFor(() =>
    expect(rows(modal)).toEqual([{ name: 'Second Wallet', address: SECOND, active: 'true' }]),
  )
  expect(portico.state.connections.eip155?.map((entry) => entry.connectorId)).toEqual(['second'])
})

it('when the active wallet disconnects itself, the kept one is shown as the active one', async () => {
  const { adapter, portico, modal } = await openProfileWallets(true)
  act(() => adapter.controls.disconnectConnector('second'))
  await waitFor(() => expect(rows(modal)).toEqual([{ name: 'First Wallet', address: FIRST, active: 'true' }]))
  expect(portico.state.chains.eip155?.accountState).toMatchObject({ status: 'connected', address: FIRST })
  await waitFor(() => expect(modal.getByTestId('profile-wallet-balance').textContent).toBe('1.000 ETH'))
})

it('lists the connections of every namespace that keeps several, grouped by network, and switches within one', async () => {
  const solana = createFakeAdapter({
    namespace: 'solana',
    connectors: [
      { id: 'sol-first', name: 'First Solana Wallet', type: 'ANNOUNCED', chain: 'solana' },
      { id: 'sol-second', name: 'Second Solana Wallet', type: 'ANNOUNCED', chain: 'solana' },
    ],
    accountsByConnector: { 'sol-first': [SOL_FIRST], 'sol-second': [SOL_SECOND] },
  })
  const { portico, modal } = await openProfileWallets(true, {
    adapters: [solana],
    before: async (instance) => {
      await instance.connect({ connectorId: 'sol-first', namespace: 'solana' })
      await instance.connect({ connectorId: 'sol-second', namespace: 'solana' })
    },
  })
  const groups = () =>
    modal.getAllByTestId('profile-wallets-group').map((group: HTMLElement) => ({
      namespace: group.getAttribute('data-namespace'),
      title: within(group).getByRole('heading').textContent,
      rows: within(group)
        .getAllByTestId('profile-wallet')
        .map(
          (row: HTMLElement) =>
            `${row.getAttribute('data-address')}${row.getAttribute('data-active') === 'true' ? '*' : ''}`,
        ),
    }))
  expect(groups()).toEqual([
    { namespace: 'eip155', title: fakeMainnet.name, rows: [`${SECOND}*`, FIRST] },
    { namespace: 'solana', title: fakeSolana.name, rows: [`${SOL_SECOND}*`, SOL_FIRST] },
  ])
  act(() => modal.getByRole('button', { name: 'Switch to First Solana Wallet' }).click())
  // The switch makes Solana the active namespace, so its group comes first now.
  await waitFor(() =>
    expect(groups().find((group) => group.namespace === 'solana')?.rows).toEqual([
      `${SOL_FIRST}*`,
      SOL_SECOND,
    ]),
  )
  expect(groups()[0]?.namespace).toBe('solana')
  expect(portico.state.chains.solana?.accountState.address).toBe(SOL_FIRST)
  expect(portico.state.chains.eip155?.accountState.address).toBe(SECOND)
})

it("without the multiWallet feature shows 'Multi-Wallet Not Enabled' and only the active wallet, without actions", async () => {
  const { portico, modal } = await openProfileWallets(false)
  await waitFor(() =>
    expect(portico.state.alert).toMatchObject({ open: true, code: 'MULTI_WALLET_NOT_ENABLED' }),
  )
  expect(rows(modal)).toEqual([{ name: 'Second Wallet', address: SECOND, active: 'true' }])
  expect(modal.queryByTestId('profile-wallet-switch')).toBeNull()
  expect(modal.queryByTestId('profile-wallet-disconnect')).toBeNull()
  expect(modal.queryByTestId('profile-wallets-add')).toBeNull()
})
