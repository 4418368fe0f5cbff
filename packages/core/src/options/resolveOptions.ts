import { isChainNamespace } from '../caip/isChainNamespace.js'
import { DEFAULT_OPTION_SWITCHES, DEFAULT_THEME_MODE } from '../constants/defaultOptionSwitches.js'
import { OptionsError } from '../errors/OptionsError.js'
import type { WalletListing } from '../types/connector.js'
import type { Network } from '../types/network.js'
import type { PorticoOptions, SiwxConfig } from '../types/options.js'
import type { ThemeMode } from '../types/theme.js'
import { defaultMetadata } from './defaultMetadata.js'
import type { ResolvedOptions } from './ResolvedOptions.js'
import { resolveFeatures } from './resolveFeatures.js'
import { assertAdaptersCoverNetworks, resolveAdapters, resolveNetworks } from './resolveNetworks.js'
import { resolvePlugins } from './resolvePlugins.js'
import { withCarriedFeatures } from './withCarriedFeatures.js'

export type { ResolvedOptions } from './ResolvedOptions.js'

type Switch = keyof typeof DEFAULT_OPTION_SWITCHES

function resolveSwitch(options: PorticoOptions, name: Switch): boolean {
  const value = options[name]
  if (value === undefined) return DEFAULT_OPTION_SWITCHES[name]
  if (typeof value !== 'boolean') throw new OptionsError('BOOLEAN_REQUIRED', { option: name })
  return value
}

function resolveIds(value: unknown, option: string): string[] {
  if (value === undefined) return []
  if (!Array.isArray(value) || !value.every((id) => typeof id === 'string')) {
    throw new OptionsError('STRING_ARRAY_REQUIRED', { option })
  }
  return [...value]
}

function resolveCustomWallets(value: unknown): WalletListing[] {
  if (value === undefined) return []
  if (!Array.isArray(value)) throw new OptionsError('CUSTOM_WALLETS_NOT_ARRAY')
  value.forEach((wallet: Partial<WalletListing> | null, index) => {
    if (typeof wallet?.id !== 'string' || !wallet.id || typeof wallet.name !== 'string' || !wallet.name) {
      throw new OptionsError('CUSTOM_WALLET_INVALID', { index })
    }
  })
  return [...value]
}

function resolveThemeMode(value: unknown): ThemeMode {
  if (value === undefined) return DEFAULT_THEME_MODE
  if (value !== 'light' && value !== 'dark') throw new OptionsError('THEME_MODE_INVALID')
  return value
}

function resolveLocale(value: unknown): string | undefined {
  if (value === undefined) return undefined
  if (typeof value !== 'string' || value.trim() === '') throw new OptionsError('LOCALE_INVALID')
  return value
}

function resolveCloudUrl(value: unknown): string | undefined {
  if (value === undefined) return undefined
  let url: URL
  try {
    url = new URL(String(value))
  } catch {
    throw new OptionsError('CLOUD_URL_INVALID')
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new OptionsError('CLOUD_URL_INVALID')
  return String(value)
}

/** A link the modal shows (terms, privacy): an absolute http(s) URL, never `javascript:` or the like. */
function resolveLinkUrl(value: unknown, option: string): string | undefined {
  if (value === undefined) return undefined
  let protocol: string
  try {
    protocol = new URL(String(value)).protocol
  } catch {
    throw new OptionsError('URL_INVALID', { option })
  }
  if (protocol !== 'http:' && protocol !== 'https:') throw new OptionsError('URL_INVALID', { option })
  return String(value)
}

function resolveDefaultNetwork(given: Network | undefined, networks: readonly Network[]): Network {
  if (given === undefined) return networks[0]!
  const found = networks.find((network) => network.caipNetworkId === given.caipNetworkId)
  if (!found) {
    throw new OptionsError('DEFAULT_NETWORK_NOT_IN_NETWORKS', { caipNetworkId: String(given.caipNetworkId) })
  }
  return found
}

const SIWX_FUNCTIONS = ['createMessage', 'addSession', 'revokeSession', 'setSessions', 'getSessions'] as const

function resolveSiwx(siwx: SiwxConfig | undefined): SiwxConfig | undefined {
  if (siwx === undefined) return undefined
  const missing = SIWX_FUNCTIONS.filter((name) => typeof siwx?.[name] !== 'function')
  if (missing.length > 0) {
    throw new OptionsError(
      'SIWX_INVALID',
      {},
      `Missing: ${missing.join(', ')}. Use defaultSiwx() from @portico/siwx.`,
    )
  }
  return siwx
}

/**
 * Checks createPortico options and fills every default (docs/behaviour.md#validation, docs/behaviour.md#limits). Throws an OptionsError
 * (or AdapterNotFoundError) with a clear message for options that cannot work.
 * @example
 * resolveOptions({ projectId: '', networks: [mainnet], adapters: [] }) // throws 'A project id is required'
 */
export function resolveOptions(options: PorticoOptions): ResolvedOptions {
  if (typeof options?.projectId !== 'string' || options.projectId.trim() === '') {
    throw new OptionsError('PROJECT_ID_REQUIRED')
  }
  if (options.siwx !== undefined && options.siweConfig !== undefined) throw new OptionsError('SIWE_AND_SIWX')

  const networks = resolveNetworks(options.networks)
  const adapters = resolveAdapters(options.adapters)
  const siwx = resolveSiwx(options.siwx ?? options.siweConfig)
  const plugins = resolvePlugins(withCarriedFeatures(options.plugins, [siwx?.feature]))
  assertAdaptersCoverNetworks(adapters, networks, {
    remoteWallet: plugins.some((plugin) => plugin.remoteConnectorId !== undefined),
  })
  const defaultNetwork = resolveDefaultNetwork(options.defaultNetwork, networks)
  const defaultNamespace = options.defaultNamespace ?? defaultNetwork.chainNamespace
  if (!isChainNamespace(defaultNamespace) || !networks.some((n) => n.chainNamespace === defaultNamespace)) {
    throw new OptionsError('DEFAULT_NAMESPACE_WITHOUT_NETWORK', { namespace: String(defaultNamespace) })
  }

  return Object.freeze({
    projectId: options.projectId,
    networks,
    adapters,
    metadata: options.metadata ?? defaultMetadata(),
    features: resolveFeatures(options.features),
    themeMode: resolveThemeMode(options.themeMode),
    themeVariables: { ...options.themeVariables },
    defaultNetwork,
    defaultNamespace,
    allowUnsupportedChain: resolveSwitch(options, 'allowUnsupportedChain'),
    enableNetworkSwitch: resolveSwitch(options, 'enableNetworkSwitch'),
    enableReconnect: resolveSwitch(options, 'enableReconnect'),
    enableEIP6963: resolveSwitch(options, 'enableEIP6963'),
    enableInjected: resolveSwitch(options, 'enableInjected'),
    enableWalletConnect: resolveSwitch(options, 'enableWalletConnect'),
    featuredWalletIds: resolveIds(options.featuredWalletIds, 'featuredWalletIds'),
    includeWalletIds: resolveIds(options.includeWalletIds, 'includeWalletIds'),
    excludeWalletIds: resolveIds(options.excludeWalletIds, 'excludeWalletIds'),
    customWallets: resolveCustomWallets(options.customWallets),
    termsConditionsUrl: resolveLinkUrl(options.termsConditionsUrl, 'termsConditionsUrl'),
    privacyPolicyUrl: resolveLinkUrl(options.privacyPolicyUrl, 'privacyPolicyUrl'),
    basic: resolveSwitch(options, 'basic'),
    manualControl: resolveSwitch(options, 'manualControl'),
    enableEmbedded: resolveSwitch(options, 'enableEmbedded'),
    disableAppend: resolveSwitch(options, 'disableAppend'),
    debug: resolveSwitch(options, 'debug'),
    enableWallets: resolveSwitch(options, 'enableWallets'),
    enableWalletGuide: resolveSwitch(options, 'enableWalletGuide'),
    enableAuthLogger: resolveSwitch(options, 'enableAuthLogger'),
    siwx,
    cloudUrl: resolveCloudUrl(options.cloudUrl),
    plugins,
    storage: options.storage,
    locale: resolveLocale(options.locale),
  })
}
