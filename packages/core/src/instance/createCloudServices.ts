import type { CloudClient } from '../cloud/CloudClient.js'
import type { CloudContext } from '../cloud/CloudContext.js'
import { cloudCodeChunk } from '../cloud/cloudCodeChunk.js'
import type { RunningCloudServices } from '../cloud/startCloudServices.js'
import { ANALYTICS_QUEUE_MAX } from '../controllers/analytics/analyticsQueueMax.js'
import { isCloudBalanceNetwork } from '../controllers/identity/isCloudBalanceNetwork.js'
import { createPortfolio } from '../controllers/portfolio/createPortfolio.js'
import {
  createWalletRegistry,
  type WalletRegistry,
} from '../controllers/walletRegistry/createWalletRegistry.js'
import type { AdapterBalance } from '../types/adapter.js'
import type { PorticoEvent } from '../types/event.js'
import type { CaipAddress, ChainNamespace } from '../types/namespace.js'
import type { Network } from '../types/network.js'
import type { Portico } from '../types/portico.js'
import type { PorticoContext } from './PorticoContext.js'

/** What the instance exposes and runs of Portico Cloud. */
export interface CloudServices {
  /**
   * Browser start-up: loads the cloud's chunk and starts its services (remote features and the origin check now; the
   * rest when needed or idle). Resolves once they started, or the chunk failed to load (logged).
   */
  start(isDestroyed: () => boolean): Promise<void>
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

/** What start-up logs when the cloud's chunk does not load. */
const NOT_LOADED_MESSAGE = 'Portico: the cloud code did not load; it loads again when the modal opens.'

/**
 * Starts the cloud's services from its chunk (fetched as start-up begins, beside the adapters' set-up). The instance's
 * events are taken from now on and handed over in order once it has loaded (the latest ANALYTICS_QUEUE_MAX while
 * they wait); a chunk that does not load is logged and asked again at the modal's next opening.
 */
function startFromChunk(
  context: PorticoContext,
  cloudContext: CloudContext,
  registry: WalletRegistry,
  isDestroyed: () => boolean,
): Promise<void> {
  let running: RunningCloudServices | undefined
  let loading: Promise<void> | undefined
  const waiting: PorticoEvent[] = []
  const load = () =>
    (loading ??= cloudCodeChunk.load().then(
      (code) => {
        if (isDestroyed()) return
        running = code.startCloudServices(cloudContext, registry, isDestroyed)
        for (const event of waiting.splice(0)) running.onEvent(event)
      },
      (error: unknown) => {
        loading = undefined
        console.warn(NOT_LOADED_MESSAGE, error)
      },
    ))
  context.portico.subscribeEvents(({ event }) => {
    if (running) return running.onEvent(event)
    waiting.push(event)
    if (waiting.length > ANALYTICS_QUEUE_MAX) waiting.shift()
    if (event.type === 'MODAL_OPEN') void load()
  })
  return load()
}

/** The profile lookup: a chunk fetched with the first connected account, off the first render's path. */
const loadIdentity = () => import('../controllers/identity/refreshIdentity.js')

/**
 * Wires Portico Cloud into one instance (basic mode's features are off from the start: `initialFeatures`). Its code (the client's
 * requests, start-up's services, the cloud's balance) is the cloud's chunk, out of the page's first JS: in a
 * browser, start-up fetches it and starts the services (startCloudServices: the remote features and the allowed
 * origins, the only requests before the visitor acts with a restored account's balance and profile, and only to the
 * cloudUrl; featured and recommended wallets and the analytics config when the modal first opens or the browser is
 * idle; the profile follows the connected account). The wallet registry's state stays in the page, so a search
 * shows 'waiting' in the same call. Nothing here ever blocks the modal.
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

  return {
    async start(isDestroyed) {
      if (cloudContext && registry && !isDestroyed())
        await startFromChunk(context, cloudContext, registry, isDestroyed)
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
      const code = cloudCodeChunk.current()
      if (code) return code.fetchPortfolio(cloudContext, parameters)
      return cloudCodeChunk.load().then((loaded) => loaded.fetchPortfolio(cloudContext, parameters))
    },
  }
}
