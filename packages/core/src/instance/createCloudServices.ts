import type { CloudClient } from '../cloud/CloudClient.js'
import type { CloudContext } from '../cloud/CloudContext.js'
import { type Analytics, createAnalytics } from '../controllers/analytics/createAnalytics.js'
import { isCloudBalanceNetwork } from '../controllers/identity/isCloudBalanceNetwork.js'
import { createPortfolio } from '../controllers/portfolio/createPortfolio.js'
import { fetchPortfolio } from '../controllers/portfolio/fetchPortfolio.js'
import {
  createWalletRegistry,
  type WalletRegistry,
} from '../controllers/walletRegistry/createWalletRegistry.js'
import type { AdapterBalance } from '../types/adapter.js'
import type { CaipAddress, ChainNamespace } from '../types/namespace.js'
import type { Network } from '../types/network.js'
import type { Portico } from '../types/portico.js'
import type { PorticoContext } from './PorticoContext.js'

/** What the instance exposes and runs of Portico Cloud. */
export interface CloudServices {
  /** Browser start-up: remote features and the origin check now; the rest when needed or idle. */
  start(isDestroyed: () => boolean): void
  fetchWallets: Portico['fetchWallets']
  searchWallets: Portico['searchWallets']
  getWalletImageUrl: Portico['getWalletImageUrl']
  /** Reads the connected account's profile again, past its cache (FeatureContext.refreshProfile). */
  refreshProfile(namespace: ChainNamespace): Promise<void>
  portfolio: Portico['portfolio']
  /** The native balance from the blockchain API, or undefined where the adapter's applies. */
  readBalance(parameters: {
    address: string
    caipAddress: CaipAddress
    network: Network
    force?: boolean
  }): Promise<AdapterBalance> | undefined
}

type IdleWindow = { requestIdleCallback?: (run: () => void) => number }

/**
 * A project check of start-up (remote features, allowed origins) from its chunk, fetched as start-up begins. Resolves
 * false (ask again at the next activation) when the chunk does not load.
 */
function projectCheck(
  run: (checks: typeof import('../cloud/projectChecks.js')) => Promise<boolean>,
): Promise<boolean> {
  return import('../cloud/projectChecks.js').then(run, (error: unknown) => {
    console.warn('Portico: could not load the project checks', error)
    return false
  })
}

/** The profile lookup: a chunk fetched with the first connected account, off the first render's path. */
const loadIdentity = () => import('../controllers/identity/refreshIdentity.js')

/**
 * Wires Portico Cloud into one instance (basic mode's features are off from the start: `initialFeatures`). At
 * start-up in a browser it fetches the remote features and checks the allowed origins (their code a chunk
 * fetched as start-up begins, out of the page's first JS; with a restored account's balance and profile, the
 * only requests before the visitor acts, and only to the cloudUrl); featured and recommended wallets
 * and the analytics config load when the modal first opens or the browser is idle (events wait
 * until then); the profile follows the connected account. Nothing here ever blocks the modal.
 */
export function createCloudServices(context: PorticoContext, cloud: CloudClient | undefined): CloudServices {
  const cloudContext: CloudContext | undefined = cloud && {
    get state() {
      return context.state
    },
    options: context.options,
    storage: context.storage,
    environment: context.environment,
    timers: context.timers,
    get portico() {
      return context.portico
    },
    cloud,
  }
  const registry: WalletRegistry | undefined = cloudContext && createWalletRegistry(cloudContext)
  const analytics: Analytics | undefined = cloudContext && createAnalytics(cloudContext)

  function followAccounts(services: CloudContext): void {
    let identity: ReturnType<typeof loadIdentity> | undefined
    const seen = new Map<ChainNamespace, string | undefined>()
    const refresh = () => {
      for (const chain of Object.values(context.state.chains)) {
        const key = chain.accountState.status === 'connected' ? chain.accountState.caipAddress : undefined
        if (seen.get(chain.namespace) === key) continue
        seen.set(chain.namespace, key)
        if (!key) continue
        identity ??= loadIdentity()
        void identity.then(
          ({ refreshIdentity }) => refreshIdentity(services, chain.namespace),
          (error: unknown) => console.warn('Portico: could not load the profile lookup', error),
        )
      }
    }
    context.portico.subscribe(refresh)
    refresh()
  }

  return {
    start(isDestroyed) {
      if (!cloudContext || !registry || !analytics || isDestroyed()) return
      // Project checks the cloud could not answer at start-up are asked again on each activation.
      const loadRemoteFeatures = () => projectCheck((checks) => checks.loadRemoteFeatures(cloudContext))
      const checkAllowedOrigin = () => projectCheck((checks) => checks.checkAllowedOrigin(cloudContext))
      let features = loadRemoteFeatures()
      let origins = checkAllowedOrigin()
      const retry = (check: Promise<boolean>, run: () => Promise<boolean>) =>
        check.then((settled) => (settled ? true : run()))
      const activate = () => {
        if (isDestroyed()) return
        void registry.loadRecommended()
        analytics.activate()
        features = retry(features, loadRemoteFeatures)
        origins = retry(origins, checkAllowedOrigin)
      }
      context.portico.subscribeEvents(({ event }) => {
        if (event.type === 'MODAL_OPEN') activate()
        if (event.type === 'ERROR') {
          analytics.reportError({
            errorType: event.code,
            errorMessage: event.message,
            ...(event.category ? { errorCategory: event.category } : {}),
          })
        } else {
          analytics.track(event)
        }
      })
      ;(globalThis as IdleWindow).requestIdleCallback?.(activate)
      followAccounts(cloudContext)
    },
    fetchWallets: (parameters) => registry?.fetchWallets(parameters) ?? Promise.resolve(),
    searchWallets: (query) => registry?.searchWallets(query),
    getWalletImageUrl: (imageId) => cloud?.getWalletImageUrl(imageId),
    refreshProfile: async (namespace) => {
      if (cloudContext) await (await loadIdentity()).refreshProfile(cloudContext, namespace)
    },
    portfolio: createPortfolio(context, cloudContext),
    readBalance(parameters) {
      if (!cloudContext || !isCloudBalanceNetwork(parameters.network)) return undefined
      return fetchPortfolio(cloudContext, parameters)
    },
  }
}
