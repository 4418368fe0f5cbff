import type { FeatureConnectRow, Portico, ViewName, WalletRow } from '@portico/core'
import { describe, expect, it, vi } from 'vitest'
import { selectWallet } from './selectWallet.js'

const listing = { id: 'phone-wallet', name: 'Phone Wallet', mobile_link: 'https://phone.example/' }
const registryRow: WalletRow = {
  key: 'phone-wallet',
  name: 'Phone Wallet',
  group: 'recommended',
  installed: false,
  connectors: [],
  listing,
}

/** WalletConnect's Connect row, as `@portico/walletconnect` gives it (it pairs registry wallets). */
const walletConnectRow: FeatureConnectRow = {
  label: 'connect.allWallets',
  view: 'ConnectingWalletConnect' as ViewName,
  pairsListings: true,
}

/** Only what selectWallet touches of an instance: the router and the feature lookup. */
function fakePortico(withWalletConnect: boolean) {
  const push = vi.fn()
  const portico = {
    push,
    emit: vi.fn(),
    options: { plugins: withWalletConnect ? [{ id: 'walletconnect', connectRow: walletConnectRow }] : [] },
    getFeature: () => ({ warm: vi.fn(), start: vi.fn(), cancel: vi.fn() }),
  } as unknown as Portico
  return { portico, push }
}

describe('selectWallet', () => {
  it('a registry wallet without an extension opens ConnectingWalletConnect with its listing when the app has WalletConnect', () => {
    const { portico, push } = fakePortico(true)
    selectWallet(portico, registryRow, 'eip155')
    expect(push).toHaveBeenCalledWith('ConnectingWalletConnect', { wallet: listing })
  })

  it('without the WalletConnect feature such a row leads nowhere', () => {
    const { portico, push } = fakePortico(false)
    selectWallet(portico, registryRow, 'eip155')
    expect(push).not.toHaveBeenCalled()
  })
})
