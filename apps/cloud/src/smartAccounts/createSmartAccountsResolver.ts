import { DEVNET_ENDPOINTS_TTL_MS } from '../constants/cacheLifetimes.js'
import { metaMaskDelegationDeployments } from './metaMaskDelegationDeployments.js'
import { readDevnetSmartAccounts } from './readDevnetSmartAccounts.js'
import type {
  DelegationContractsConfig,
  PaymasterConfig,
  SmartAccountsConfig,
} from './SmartAccountsConfig.js'

export type SmartAccountsResolver = {
  /** The bundler's JSON-RPC URL for a CAIP-2 chain id, or undefined when the chain has none. */
  bundler(chainId: string): Promise<string | undefined>
  /** The paymaster the cloud signs for on a chain, or undefined when it sponsors nothing there. */
  paymaster(chainId: string): Promise<PaymasterConfig | undefined>
  /** The Delegation Framework on a chain (ERC-7715 grants), or undefined when it has none. */
  delegation(chainId: string): Promise<DelegationContractsConfig | undefined>
  /** The CAIP-2 chain ids that have a bundler. */
  chains(): Promise<string[]>
}

export type CreateSmartAccountsResolverParameters = {
  configured: SmartAccountsConfig
  /** In development only: the devnet file (re-read every few seconds), filling what the settings leave unset. */
  devnetEndpointsFile?: string | undefined
  now?: () => number
}

/**
 * Bundlers, paymaster and Delegation Frameworks by precedence: the settings (BUNDLER_UPSTREAMS, PAYMASTER_*,
 * DELEGATION_CONTRACTS, where `null` turns a chain's grants off) › in development, the devnet file's › for the
 * Delegation Framework only, MetaMask's own deployment on the chain (metaMaskDelegationDeployments). Without
 * `devnetEndpointsFile` (production) the devnet file is never read.
 */
export function createSmartAccountsResolver({
  configured,
  devnetEndpointsFile,
  now = Date.now,
}: CreateSmartAccountsResolverParameters): SmartAccountsResolver {
  let cache: { at: number; config: SmartAccountsConfig } | undefined
  const current = async (): Promise<SmartAccountsConfig> => {
    if (devnetEndpointsFile === undefined) return configured
    if (!cache || now() - cache.at > DEVNET_ENDPOINTS_TTL_MS) {
      const devnet = await readDevnetSmartAccounts(devnetEndpointsFile)
      cache = {
        at: now(),
        config: {
          bundlers: { ...devnet.bundlers, ...configured.bundlers },
          paymaster: configured.paymaster ?? devnet.paymaster,
          paymasterChains: configured.paymasterChains,
          delegations: { ...devnet.delegations, ...configured.delegations },
        },
      }
    }
    return cache.config
  }
  return {
    async bundler(chainId) {
      return (await current()).bundlers[chainId]
    },
    async paymaster(chainId) {
      const config = await current()
      const served = config.paymasterChains ?? Object.keys(config.bundlers)
      return served.includes(chainId) ? config.paymaster : undefined
    },
    async delegation(chainId) {
      const named = (await current()).delegations ?? {}
      if (Object.hasOwn(named, chainId)) return named[chainId] ?? undefined
      return Object.hasOwn(metaMaskDelegationDeployments, chainId)
        ? metaMaskDelegationDeployments[chainId]
        : undefined
    },
    async chains() {
      return Object.keys((await current()).bundlers)
    },
  }
}
