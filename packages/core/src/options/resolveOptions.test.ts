import { afterEach, describe, expect, it, vi } from 'vitest'
import { defineNetwork } from '../caip/defineNetwork.js'
import { AdapterNotFoundError } from '../errors/AdapterNotFoundError.js'
import { OptionsError } from '../errors/OptionsError.js'
import type { ChainAdapter } from '../types/adapter.js'
import type { PorticoOptions } from '../types/options.js'
import { resolveOptions } from './resolveOptions.js'

const currency = { name: 'Ether', symbol: 'ETH', decimals: 18 }
const anvil = defineNetwork({
  id: 31337,
  name: 'Anvil',
  nativeCurrency: currency,
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
})
const anvil2 = defineNetwork({
  id: 31338,
  name: 'Anvil 2',
  nativeCurrency: currency,
  rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } },
})
const solanaLocal = defineNetwork(
  {
    id: 'localnet',
    name: 'Solana',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
  },
  'solana',
)

function adapter(namespace: ChainAdapter['namespace']): ChainAdapter {
  return { namespace } as ChainAdapter
}

function options(overrides: Partial<PorticoOptions> = {}): PorticoOptions {
  return { projectId: 'p1', networks: [anvil], adapters: [adapter('eip155')], ...overrides }
}

function catchError(run: () => unknown): OptionsError {
  try {
    run()
  } catch (error) {
    return error as OptionsError
  }
  throw new Error('expected an error')
}

function messageOf(run: () => unknown): string {
  try {
    run()
  } catch (error) {
    return (error as OptionsError).shortMessage
  }
  return 'no error'
}

afterEach(() => vi.unstubAllGlobals())

describe('resolveOptions defaults', () => {
  it('fills docs/behaviour.md defaults', () => {
    const resolved = resolveOptions(options())
    expect(resolved).toMatchObject({
      projectId: 'p1',
      networks: [anvil],
      defaultNetwork: anvil,
      defaultNamespace: 'eip155',
      themeMode: 'dark',
      themeVariables: {},
      enableEIP6963: true,
      enableInjected: true,
      enableNetworkSwitch: true,
      enableReconnect: true,
      enableWalletConnect: true,
      allowUnsupportedChain: false,
      basic: false,
      manualControl: false,
      enableEmbedded: false,
      disableAppend: false,
      debug: true,
      enableWallets: true,
      enableWalletGuide: true,
      enableAuthLogger: true,
      featuredWalletIds: [],
      includeWalletIds: [],
      excludeWalletIds: [],
      customWallets: [],
      siwx: undefined,
      cloudUrl: undefined,
      metadata: undefined,
    })
    expect(resolved.features).toMatchObject({
      receive: true,
      send: true,
      analytics: true,
      allWallets: true,
      legalCheckbox: false,
      smartSessions: false,
      collapseWallets: false,
      connectMethodsOrder: ['email', 'social', 'wallet'],
    })
    expect(Object.isFrozen(resolved)).toBe(true)
  })

  it('keeps what the app sets', () => {
    const resolved = resolveOptions(
      options({
        themeMode: 'light',
        enableReconnect: false,
        allowUnsupportedChain: true,
        features: { smartSessions: true, send: undefined, connectMethodsOrder: ['wallet', 'email'] },
        networks: [anvil, anvil2],
        defaultNetwork: anvil2,
        excludeWalletIds: ['x'],
        cloudUrl: 'http://127.0.0.1:8787',
      }),
    )
    expect(resolved.themeMode).toBe('light')
    expect(resolved.enableReconnect).toBe(false)
    expect(resolved.allowUnsupportedChain).toBe(true)
    expect(resolved.features.smartSessions).toBe(true)
    expect(resolved.features.send).toBe(true)
    expect(resolved.features.connectMethodsOrder).toEqual(['wallet', 'email'])
    expect(resolved.defaultNetwork).toBe(anvil2)
    expect(resolved.excludeWalletIds).toEqual(['x'])
    expect(resolved.cloudUrl).toBe('http://127.0.0.1:8787')
  })

  it('ignores a network added twice', () => {
    expect(
      resolveOptions(options({ networks: [anvil, { ...anvil, name: 'again' }, anvil2] })).networks,
    ).toEqual([anvil, anvil2])
  })

  it('takes siweConfig as the sign-in configuration when siwx is absent', () => {
    const siweConfig = {
      statement: 'hi',
      createMessage: vi.fn(),
      addSession: vi.fn(),
      revokeSession: vi.fn(),
      setSessions: vi.fn(),
      getSessions: vi.fn(),
    }
    expect(resolveOptions(options({ siweConfig })).siwx).toBe(siweConfig)
  })

  it('takes metadata from the page only in a browser', () => {
    vi.stubGlobal('window', { location: { origin: 'https://dapp.example' } })
    vi.stubGlobal('document', { title: 'My dapp' })
    expect(resolveOptions(options()).metadata).toEqual({
      name: 'My dapp',
      description: '',
      url: 'https://dapp.example',
      icons: [],
    })
  })

  it('refuses an app without adapters, naming the adapters its networks need', () => {
    const error = catchError(() => resolveOptions(options({ adapters: [] })))
    expect(error.shortMessage).toBe('adapters is empty: give the adapter of each namespace in networks')
    expect(error.details).toContain('eip155Adapter({ wagmiConfig }) from @portico/adapter-eip155')
  })

  it('tells which adapter a namespace needs and how networks are built', () => {
    const missing = catchError(() =>
      resolveOptions(options({ networks: [anvil, solanaLocal] as PorticoOptions['networks'] })),
    )
    expect(missing.shortMessage).toBe("Adapter for namespace solana doesn't exist")
    expect(missing.details).toBe(
      'Add solanaAdapter() from @portico/adapter-solana to the adapters option of createPortico.',
    )
    const invalid = catchError(() =>
      resolveOptions(options({ networks: [{ name: 'x' }] as unknown as PorticoOptions['networks'] })),
    )
    expect(invalid.shortMessage).toBe(
      'networks[0] is not a network: it needs an id, a name and a caipNetworkId',
    )
    expect(invalid.details).toContain('eip155Network(chain) from @portico/adapter-eip155')
  })
})

describe('resolveOptions errors', () => {
  it.each([
    [{ projectId: '' }, 'A project id is required'],
    [{ projectId: undefined as unknown as string }, 'A project id is required'],
    [
      { siwx: {}, siweConfig: {} } as unknown as PorticoOptions,
      'siweConfig and siwx options cannot both be set',
    ],
    [
      { siwx: { createMessage: () => undefined } } as unknown as PorticoOptions,
      'siwx needs the functions createMessage, addSession, revokeSession, setSessions and getSessions',
    ],
    [{ networks: [] as unknown as PorticoOptions['networks'] }, 'At least one network is required'],
    [
      { networks: [{ id: 1 }] as unknown as PorticoOptions['networks'] },
      'networks[0] is not a network: it needs an id, a name and a caipNetworkId',
    ],
    [
      { networks: [{ ...anvil, chainNamespace: 'solana' }] as unknown as PorticoOptions['networks'] },
      'networks[0] has caipNetworkId eip155:31337 outside its namespace solana',
    ],
    [{ adapters: [adapter('eip155'), adapter('eip155')] }, 'Only one adapter per namespace: eip155 has two'],
    [
      { adapters: [adapter('tron' as 'eip155')] },
      'adapters[0] is not a chain adapter: its namespace tron is unknown',
    ],
    [
      { networks: [anvil, solanaLocal] as PorticoOptions['networks'] },
      "Adapter for namespace solana doesn't exist",
    ],
    [{ defaultNetwork: anvil2 }, 'The default network eip155:31338 is not among the networks'],
    [{ defaultNamespace: 'solana' as const }, 'The default namespace solana has no network'],
    [{ themeMode: 'blue' as 'dark' }, "themeMode must be 'light' or 'dark'"],
    [{ featuredWalletIds: [1] as unknown as string[] }, 'featuredWalletIds must be an array of strings'],
    [{ includeWalletIds: 'a' as unknown as string[] }, 'includeWalletIds must be an array of strings'],
    [{ excludeWalletIds: [null] as unknown as string[] }, 'excludeWalletIds must be an array of strings'],
    [{ customWallets: [{ id: 'w', name: '' }] }, 'customWallets[0] needs an id and a name'],
    [
      { features: { connectMethodsOrder: ['email', 'phone' as 'email'] } },
      'connectMethodsOrder accepts email, social and wallet, each once',
    ],
    [
      { features: { connectMethodsOrder: ['email', 'email'] } },
      'connectMethodsOrder accepts email, social and wallet, each once',
    ],
    [{ enableReconnect: 'yes' as unknown as boolean }, 'enableReconnect must be true or false'],
    [{ cloudUrl: 'ftp://cloud' }, 'cloudUrl must be an absolute http or https URL'],
    [{ cloudUrl: '/relative' }, 'cloudUrl must be an absolute http or https URL'],
    [
      { termsConditionsUrl: 'javascript:alert(1)' },
      'termsConditionsUrl must be an absolute http or https URL',
    ],
    [{ privacyPolicyUrl: 'privacy.html' }, 'privacyPolicyUrl must be an absolute http or https URL'],
  ])('refuses %o: %s', (overrides, message) => {
    expect(messageOf(() => resolveOptions(options(overrides as Partial<PorticoOptions>)))).toBe(message)
  })

  it('reports a missing adapter as AdapterNotFoundError and the rest as OptionsError', () => {
    expect(() => resolveOptions(options({ networks: [solanaLocal] }))).toThrow(AdapterNotFoundError)
    expect(() => resolveOptions(options({ projectId: ' ' }))).toThrow(OptionsError)
  })
})
