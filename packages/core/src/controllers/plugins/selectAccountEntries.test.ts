import { describe, expect, it } from 'vitest'
import { DEFAULT_FEATURES } from '../../constants/defaultFeatures.js'
import type { PorticoFeature } from '../../types/feature.js'
import { selectAccountEntries } from './selectAccountEntries.js'

// The views of the feature packages these tests stand in for (each package declares its own).
declare module '../../types/view.js' {
  interface PorticoViews {
    Receive: undefined
    RegisterAccountName: undefined
    UpdateEmailWallet: undefined
  }
}

const plugin = (id: string, order: string, extra: Partial<PorticoFeature> = {}): PorticoFeature => ({
  id,
  accountEntry: { order, label: 'account.title', view: 'Receive' },
  ...extra,
})

describe('selectAccountEntries', () => {
  const state = { features: { ...DEFAULT_FEATURES }, activeNamespace: 'eip155' as const }

  it('orders the entries onramp, swaps, receive, send, then the rest as given', () => {
    const entries = selectAccountEntries(
      [plugin('x', 'custom'), plugin('send', 'send'), plugin('receive', 'receive'), plugin('swap', 'swaps')],
      state,
    )
    expect(entries.map((entry) => entry.id)).toEqual(['swap', 'receive', 'send', 'x'])
  })

  it('leaves out a feature whose switch is off or whose namespaces exclude the active one', () => {
    const entries = selectAccountEntries(
      [
        plugin('send', 'send', { switch: 'send', namespaces: ['eip155', 'solana'] }),
        plugin('receive', 'receive', { switch: 'receive' }),
        plugin('dot', 'custom', { namespaces: ['polkadot'] }),
        { id: 'headless' },
      ],
      { ...state, features: { ...state.features, receive: false } },
    )
    expect(entries.map((entry) => entry.id)).toEqual(['send'])
    expect(
      selectAccountEntries([plugin('send', 'send', { namespaces: ['eip155'] })], {
        ...state,
        activeNamespace: 'bip122',
      }),
    ).toEqual([])
  })

  it("leaves out an entry whose shown() says no for the active namespace's account", () => {
    const onlyWithoutName = plugin('names', 'names', {
      accountEntry: {
        order: 'names',
        label: 'account.title',
        view: 'RegisterAccountName',
        shown: (account) => account?.profileName === undefined,
      },
    })
    const withName = { ...state, chains: { eip155: { accountState: { profileName: 'alice.portico.id' } } } }
    const withoutName = { ...state, chains: { eip155: { accountState: { profileName: undefined } } } }
    expect(selectAccountEntries([onlyWithoutName], withName)).toEqual([])
    expect(selectAccountEntries([onlyWithoutName], withoutName).map((entry) => entry.id)).toEqual(['names'])
  })

  it("hands shown() the feature's own state slice", () => {
    const onlyForEmail = plugin('embeddedWallet', 'email', {
      accountEntry: {
        order: 'email',
        label: 'account.title',
        view: 'UpdateEmailWallet',
        shown: (_account, slice) => (slice as { email?: string } | undefined)?.email !== undefined,
      },
    })
    expect(selectAccountEntries([onlyForEmail], state)).toEqual([])
    expect(selectAccountEntries([onlyForEmail], { ...state, plugins: { embeddedWallet: {} } })).toEqual([])
    const entries = selectAccountEntries([onlyForEmail], {
      ...state,
      plugins: { embeddedWallet: { email: 'ada@example.com' } },
    })
    expect(entries.map((entry) => entry.id)).toEqual(['embeddedWallet'])
  })

  it('lists each of several entries of one feature, with its own id, shown() and place in the order', () => {
    const run = () => undefined
    const wallet = plugin('embeddedWallet', 'email', {
      accountEntry: [
        {
          order: 'email',
          label: 'account.title',
          view: 'UpdateEmailWallet',
          shown: (_account, slice) => (slice as { email?: string } | undefined)?.email !== undefined,
        },
        { order: 'backup', key: 'backup', label: 'account.title', run },
      ],
    })
    const entries = selectAccountEntries([wallet, plugin('send', 'send')], state)
    expect(entries.map((entry) => entry.id)).toEqual(['send', 'embeddedWallet-backup'])
    expect(entries[1]?.run).toBe(run)
    const withEmail = { ...state, plugins: { embeddedWallet: { email: 'ada@example.com' } } }
    expect(selectAccountEntries([wallet], withEmail).map((entry) => entry.id)).toEqual([
      'embeddedWallet',
      'embeddedWallet-backup',
    ])
  })
})
