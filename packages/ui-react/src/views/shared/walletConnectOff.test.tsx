import type { PorticoFeature, ViewName } from '@portico/core'
import { act, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithPortico } from '../../test/renderWithPortico.js'
import { setupPortico } from '../../test/setupPortico.js'

/** The walletconnect feature's shape (unit scope: the real one is proven in apps/cloud and the lab). */
const fakeWalletConnect: PorticoFeature = {
  id: 'walletconnect',
  remoteConnectorId: 'walletConnect',
  connectRow: {
    label: 'connect.allWallets',
    view: 'ConnectingWalletConnect' as ViewName,
    pairsListings: true,
  },
  initialState: () => ({ status: 'idle' }),
  // Off with `enableWalletConnect: false`, as the package is.
  create: (context) =>
    context.options.enableWalletConnect
      ? { api: { warm() {}, async start() {}, cancel() {}, async addNamespace() {} } }
      : undefined,
}

async function open(enableWalletConnect: boolean) {
  const { portico } = await setupPortico({ plugins: [fakeWalletConnect], enableWalletConnect })
  const m = await renderWithPortico(portico).modal()
  await act(() => {
    // A registry wallet not installed here (only WalletConnect could reach it), and the registry's size.
    portico.state.listings.push({ id: 'phone-only', name: 'Phone Only Wallet' })
    portico.state.connectors.push({
      id: 'walletConnect',
      name: 'WalletConnect',
      type: 'WALLET_CONNECT',
      chain: 'eip155',
    })
    portico.state.registry.status = 'ready'
    portico.state.registry.count = 300
  })
  await act(() => portico.open())
  await waitFor(() => expect(m.getByTestId('wallet-row-dev.portico.fake')).toBeTruthy())
  return { portico, m }
}

describe('enableWalletConnect', () => {
  it('false: Connect shows no WalletConnect row and no wallet only WalletConnect could reach, nor AllWallets', async () => {
    const { portico, m } = await open(false)
    expect(m.queryByTestId('wallet-row-walletconnect')).toBeNull()
    expect(m.queryByTestId('wallet-row-phone-only')).toBeNull()
    // 'All wallets' counts what AllWallets will list: the two installed wallets, not the registry.
    expect(m.getByTestId('all-wallets-count').textContent).toBe('2')
    await act(() => portico.push('AllWallets'))
    await waitFor(() => expect(m.getByTestId('all-wallets-view')).toBeTruthy())
    expect(m.getByTestId('all-wallets-list').getAttribute('data-state')).toBe('unavailable')
    expect(m.getByTestId('wallet-row-dev.portico.fake')).toBeTruthy()
    expect(m.queryByTestId('wallet-row-phone-only')).toBeNull()
    expect(m.queryByTestId('wallet-row-walletConnect')).toBeNull()
  })

  it('on (the default): the same instance shows the WalletConnect row and the registry wallet', async () => {
    const { m } = await open(true)
    expect(m.getByTestId('wallet-row-walletconnect')).toBeTruthy()
    expect(m.getByTestId('wallet-row-phone-only')).toBeTruthy()
    expect(m.getByTestId('all-wallets-count').textContent).toBe('300')
  })
})
