import { describe, expect, it } from 'vitest'
import { chooseOpenView } from './chooseOpenView.js'

// WalletConnect's basic view, as `@portico/walletconnect` declares it.
declare module '../../types/view.js' {
  interface PorticoViews {
    ConnectingWalletConnectBasic: undefined
  }
}

const base = {
  view: undefined,
  connected: false,
  hasAdapters: true,
  manualControl: false,
  mobile: false,
  basicConnectView: 'ConnectingWalletConnectBasic' as const,
}

describe('chooseOpenView (docs/behaviour.md#views)', () => {
  it.each([
    ['a given view wins', { view: 'SwitchNetwork' as const, connected: true }, 'SwitchNetwork'],
    ['connected shows Account', { connected: true }, 'Account'],
    ['not connected shows Connect', {}, 'Connect'],
    [
      'no adapters on desktop shows ConnectingWalletConnectBasic',
      { hasAdapters: false },
      'ConnectingWalletConnectBasic',
    ],
    ['no adapters on mobile shows AllWallets', { hasAdapters: false, mobile: true }, 'AllWallets'],
    [
      'manual control on desktop shows ConnectingWalletConnectBasic',
      { manualControl: true },
      'ConnectingWalletConnectBasic',
    ],
    ['manual control on mobile shows AllWallets', { manualControl: true, mobile: true }, 'AllWallets'],
    [
      'no adapters on desktop without a basic connect view shows AllWallets',
      { hasAdapters: false, basicConnectView: undefined },
      'AllWallets',
    ],
    [
      'manual control with a given view shows that view',
      { manualControl: true, view: 'Connect' as const },
      'Connect',
    ],
  ])('%s', (_, overrides, expected) => {
    expect(chooseOpenView({ ...base, ...overrides })).toBe(expected)
  })
})
