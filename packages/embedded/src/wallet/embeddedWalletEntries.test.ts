import { DEFAULT_FEATURES, type Portico, selectAccountEntries } from '@portico/core'
import { describe, expect, it } from 'vitest'
import type { EmbeddedWalletState } from './EmbeddedWalletState.js'
import { embeddedWallet } from './embeddedWallet.js'

const feature = embeddedWallet({ secureSiteUrl: 'http://127.0.0.1:5190' })
const entriesFor = (slice: Partial<EmbeddedWalletState>) =>
  selectAccountEntries([feature], {
    features: { ...DEFAULT_FEATURES },
    activeNamespace: 'eip155',
    plugins: { embeddedWallet: { status: 'idle', frame: 'none', approving: false, ...slice } },
  })

describe("the embedded wallet's Account entries", () => {
  it('offer Change email after an e-mail login, and the recovery share after any login', () => {
    expect(entriesFor({ status: 'connected', email: 'ada@example.com' }).map((entry) => entry.label)).toEqual(
      ['updateEmail.entry', 'recoveryShare.entry'],
    )
    expect(entriesFor({ status: 'connected', socialProvider: 'github' }).map((entry) => entry.id)).toEqual([
      'embeddedWallet-recovery',
    ])
    expect(entriesFor({ status: 'idle' })).toEqual([])
  })

  it('no longer offer the recovery share once this device holds none (saved already, or a restored device)', () => {
    expect(
      entriesFor({ status: 'connected', socialProvider: 'github', recoveryShareHeld: true }),
    ).toHaveLength(1)
    expect(entriesFor({ status: 'connected', socialProvider: 'github', recoveryShareHeld: false })).toEqual(
      [],
    )
    expect(
      entriesFor({ status: 'connected', email: 'ada@example.com', recoveryShareHeld: false }).map(
        (entry) => entry.label,
      ),
    ).toEqual(['updateEmail.entry'])
  })

  it("the recovery entry asks the feature's API for the export, without a view of its own", () => {
    const asked: string[] = []
    const portico = {
      getFeature: ({ id }: { id: string }) => ({ exportRecoveryShare: async () => asked.push(id) > 0 }),
    } as unknown as Portico
    const [entry] = entriesFor({ status: 'connected', socialProvider: 'github' })
    expect(entry?.view).toBeUndefined()
    entry?.run?.(portico)
    expect(asked).toEqual(['embeddedWallet'])
  })

  it('show the account type in use and switch to the other: the smart account only where the project has one', () => {
    const switched: string[] = []
    const portico = {
      getFeature: () => ({
        setPreferredAccountType: async (type: string) => switched.push(type) > 0,
      }),
    } as unknown as Portico
    const connected = {
      status: 'connected' as const,
      socialProvider: 'github' as const,
      recoveryShareHeld: false,
    }
    const labels = (slice: Partial<EmbeddedWalletState>) => entriesFor(slice).map((entry) => entry.label)

    expect(labels({ ...connected, preferredAccountType: 'eoa', smartAccountNetworks: [31337] })).toEqual([
      'accountType.switchToSmartAccount',
    ])
    expect(labels({ ...connected, preferredAccountType: 'eoa', smartAccountNetworks: [] })).toEqual([])
    expect(
      labels({ ...connected, preferredAccountType: 'smartAccount', smartAccountNetworks: [31337] }),
    ).toEqual(['accountType.switchToEoa'])
    expect(labels({ status: 'idle', preferredAccountType: 'eoa', smartAccountNetworks: [31337] })).toEqual([])

    entriesFor({ ...connected, preferredAccountType: 'eoa', smartAccountNetworks: [1] })[0]?.run?.(portico)
    entriesFor({ ...connected, preferredAccountType: 'smartAccount' })[0]?.run?.(portico)
    expect(switched).toEqual(['smartAccount', 'eoa'])
  })

  it('offer Permissions (the ERC-7715 grants) to an embedded login on EVM only when the app turned smart sessions on', () => {
    const on = (namespace: 'eip155' | 'solana', slice: Partial<EmbeddedWalletState>) =>
      selectAccountEntries([feature], {
        features: { ...DEFAULT_FEATURES },
        activeNamespace: namespace,
        chains: {
          [namespace]: {
            accountState: {
              caipAddress:
                namespace === 'eip155'
                  ? 'eip155:31337:0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
                  : 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
            },
          },
        },
        plugins: {
          embeddedWallet: {
            status: 'idle',
            frame: 'none',
            approving: false,
            recoveryShareHeld: false,
            ...slice,
          },
        },
      } as Parameters<typeof selectAccountEntries>[1]).filter((entry) => entry.label === 'permissions.title')
    const connected = { status: 'connected' as const, socialProvider: 'github' as const }

    const [entry] = on('eip155', { ...connected, smartSessions: true })
    expect(entry).toMatchObject({ id: 'embeddedWallet-permissions', view: 'Permissions' })
    expect(on('eip155', { ...connected, smartSessions: false })).toEqual([])
    expect(on('solana', { ...connected, smartSessions: true })).toEqual([])
    // Logged out: forgetLogin cleared the switch with the login.
    expect(on('eip155', { status: 'idle' })).toEqual([])
  })
})
