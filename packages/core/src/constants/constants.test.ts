import { describe, expect, expectTypeOf, it } from 'vitest'
import { HEADER_TEXT_ANIMATION_MS, MODAL_HEIGHT_ANIMATION_MS, VIEW_TRANSITION_MS } from './animations.js'
import {
  BALANCE_RETRY_MIN_MS,
  IDENTITY_CACHE_MS,
  NAME_CACHE_MS,
  NATIVE_BALANCE_CACHE_MS,
  PORTFOLIO_CACHE_MS,
} from './cacheLifetimes.js'
import { CONNECTOR_ALIASES } from './connectorAliases.js'
import { DEFAULT_ALLOWED_ANCESTORS } from './defaultAllowedAncestors.js'
import { CONNECTOR_ORDER, DEFAULT_FEATURES, WALLET_FEATURES_ORDER } from './defaultFeatures.js'
import { DEFAULT_OPTION_SWITCHES } from './defaultOptionSwitches.js'
import { DEFAULT_REMOTE_FEATURES } from './defaultRemoteFeatures.js'
import {
  ERROR_REPORTS_MAX,
  ERROR_REPORTS_WINDOW_MS,
  LOG_BUFFER_BYTES,
  MAX_PENDING_TRANSACTIONS,
  MODAL_WIDTH_PX,
  RECENT_WALLETS_MAX,
} from './limits.js'
import { CHAIN_NAMESPACES, DEFAULT_ACCOUNT_TYPES } from './namespaces.js'
import {
  FEATURED_WALLETS_DEFAULT_COUNT,
  RECOMMENDED_WALLETS_PAGE_SIZE,
  WALLET_LIST_PAGE_SIZE,
  WALLET_SEARCH_PAGE_SIZE,
} from './pageSizes.js'
import { PROVIDER_ERROR_CODES } from './providerErrorCodes.js'
import { SAFE_RPC_METHODS } from './safeRpcMethods.js'
import { STORAGE_KEYS, STORAGE_PREFIX, type StorageKey } from './storageKeys.js'
import * as timeouts from './timeouts.js'

describe('the constants of docs/behaviour.md#views and docs/behaviour.md#limits', () => {
  it('has the timeouts and delays', () => {
    expect({ ...timeouts }).toEqual({
      EMAIL_LOGIN_COOLDOWN_MS: 30_000,
      FRAME_LOAD_TIMEOUT_MS: 20_000,
      LOGIN_REQUEST_TIMEOUT_MS: 120_000,
      SIGN_OUT_WAIT_MS: 3_000,
      FRAME_READY_DELAY_MS: 500,
      ALERT_REOPEN_DELAY_MS: 150,
      SHAKE_DURATION_MS: 500,
      WALLET_SEARCH_DEBOUNCE_MS: 300,
      IMAGE_PRELOAD_TIMEOUT_MS: 2_000,
      PAIRING_LIFETIME_MS: 240_000,
      PAIRING_EXPIRY_MARGIN_MS: 10_000,
      UNKNOWN_METHOD_MESSAGE_DELAY_MS: 300,
    })
  })

  it('has the animations, cache lifetimes, page sizes and limits', () => {
    expect([HEADER_TEXT_ANIMATION_MS, MODAL_HEIGHT_ANIMATION_MS, VIEW_TRANSITION_MS]).toEqual([120, 150, 150])
    expect([
      PORTFOLIO_CACHE_MS,
      NATIVE_BALANCE_CACHE_MS,
      NAME_CACHE_MS,
      IDENTITY_CACHE_MS,
      BALANCE_RETRY_MIN_MS,
    ]).toEqual([30_000, 30_000, 300_000, 300_000, 30_000])
    expect([
      FEATURED_WALLETS_DEFAULT_COUNT,
      RECOMMENDED_WALLETS_PAGE_SIZE,
      WALLET_LIST_PAGE_SIZE,
      WALLET_SEARCH_PAGE_SIZE,
    ]).toEqual([4, 4, 40, 100])
    expect(RECENT_WALLETS_MAX).toBe(2)
    expect(MAX_PENDING_TRANSACTIONS).toBe(99)
    expect([ERROR_REPORTS_MAX, ERROR_REPORTS_WINDOW_MS]).toEqual([5, 60_000])
    expect(LOG_BUFFER_BYTES).toBe(1_048_576)
    expect(MODAL_WIDTH_PX).toBe(360)
  })

  it('has the five namespaces and their default account types', () => {
    expect(CHAIN_NAMESPACES).toEqual(['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'])
    expect(DEFAULT_ACCOUNT_TYPES).toMatchObject({
      bip122: 'payment',
      eip155: 'smartAccount',
      polkadot: 'eoa',
      solana: 'eoa',
    })
  })

  it('has the default features and orders', () => {
    expect(DEFAULT_FEATURES).toMatchObject({
      receive: true,
      send: true,
      analytics: true,
      allWallets: true,
      legalCheckbox: false,
      smartSessions: false,
      collapseWallets: false,
      connectMethodsOrder: ['email', 'social', 'wallet'],
    })
    expect(WALLET_FEATURES_ORDER).toEqual(['onramp', 'swaps', 'receive', 'send'])
    expect(CONNECTOR_ORDER).toEqual([
      'walletConnect',
      'recent',
      'injected',
      'featured',
      'custom',
      'external',
      'recommended',
    ])
    expect(DEFAULT_OPTION_SWITCHES).toMatchObject({
      enableEIP6963: true,
      enableInjected: true,
      enableNetworkSwitch: true,
      enableReconnect: true,
      enableWalletConnect: true,
      allowUnsupportedChain: false,
    })
  })

  it('has the default remote features', () => {
    expect(DEFAULT_REMOTE_FEATURES).toEqual({
      email: true,
      socials: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'],
      activity: true,
      reownBranding: true,
      multiWallet: false,
    })
  })

  it('keeps every storage key under @portico/, each once', () => {
    const keys = Object.values(STORAGE_KEYS)
    expect(STORAGE_PREFIX).toBe('@portico/')
    for (const key of keys) expect(key.startsWith(STORAGE_PREFIX)).toBe(true)
    expect(new Set(keys).size).toBe(keys.length)
  })

  it('names each persisted value by its own key, each typed as its text', () => {
    expect(STORAGE_KEYS).toStrictEqual({
      email: '@portico/email',
      emailLoginUsed: '@portico/email_login_used',
      lastEmailLoginTime: '@portico/last_email_login_time',
      lastUsedChain: '@portico/last_used_chain',
      socialUsername: '@portico/social_username',
      smartAccountEnabledNetworks: '@portico/smart_account_enabled_networks',
      activeConnectorIds: '@portico/active_connector_ids',
      activeNamespace: '@portico/active_namespace',
      activeNetworkId: '@portico/active_caip_network_id',
      recentWallets: '@portico/recent_wallets',
      connectedSocial: '@portico/connected_social',
      connectionStatus: '@portico/connection_status',
      connectedNamespaces: '@portico/connected_namespaces',
      connections: '@portico/connections',
      disconnectedConnectorIds: '@portico/disconnected_connector_ids',
      preferredAccountTypes: '@portico/preferred_account_types',
      legalAccepted: '@portico/legal_accepted',
      deepLinkChoice: '@portico/deeplink_choice',
      portfolioCache: '@portico/portfolio_cache',
      nativeBalanceCache: '@portico/native_balance_cache',
      nameCache: '@portico/name_cache',
      identityCache: '@portico/identity_cache',
      siwxSessions: '@portico/siwx',
      siwxAuthToken: '@portico/siwx_auth_token',
      walletConnectSession: '@portico/walletconnect/session',
    })
    expectTypeOf<keyof typeof STORAGE_KEYS>().toEqualTypeOf<StorageKey>()
    expectTypeOf(STORAGE_KEYS.activeNetworkId).toEqualTypeOf<'@portico/active_caip_network_id'>()
    expectTypeOf(STORAGE_KEYS.emailLoginUsed).toEqualTypeOf<'@portico/email_login_used'>()
  })

  it('has the provider codes, the alias, the allowed ancestors and the safe methods', () => {
    expect(PROVIDER_ERROR_CODES).toEqual({
      userRejected: 4001,
      unrecognizedChain: 4902,
      default: 5000,
      invalidChainId: 32603,
    })
    expect(CONNECTOR_ALIASES['Trust Wallet']).toBe('Trust')
    for (const host of ['localhost', 'pages.dev', 'vercel.app', 'ngrok-free.app', 'secure-mobile']) {
      expect(DEFAULT_ALLOWED_ANCESTORS.some((origin) => origin.includes(host))).toBe(true)
    }
    expect(SAFE_RPC_METHODS).toContain('eth_call')
    expect(SAFE_RPC_METHODS).not.toContain('personal_sign')
    expect(SAFE_RPC_METHODS).not.toContain('eth_sendTransaction')
  })
})
