import { cloudClientFor } from '../cloud/cloudClientFor.js'
import { createApprovalRegistry } from '../controllers/approvals/createApprovalRegistry.js'
import { initialFeatures } from '../controllers/remoteFeatures/initialFeatures.js'
import { createEmitter } from '../emitter/createEmitter.js'
import { createLocaleStore } from '../i18n/createLocaleStore.js'
import { resolveOptions } from '../options/resolveOptions.js'
import { sessionAdaptersFor } from '../sessionAdapter/sessionAdaptersFor.js'
import { createPorticoState } from '../state/createPorticoState.js'
import { createStorage } from '../storage/createStorage.js'
import type { ChainAdapter } from '../types/adapter.js'
import type { PorticoEventRecord } from '../types/event.js'
import type { ChainNamespace } from '../types/namespace.js'
import type { PorticoOptions } from '../types/options.js'
import type { Portico } from '../types/portico.js'
import { coreFeatures } from './coreFeatures.js'
import { createCloudServices } from './createCloudServices.js'
import type { FeatureHost } from './createFeatureHost.js'
import { createTimers } from './createTimers.js'
import type { InstanceParts } from './InstanceParts.js'
import type { PorticoContext } from './PorticoContext.js'
import type { PorticoEnvironment } from './PorticoEnvironment.js'

/**
 * Checks the options and creates one instance's state, context and services. The API and the feature host
 * are built after it: the instance sets them in `later` once they exist.
 */
export function createInstanceParts(
  options: PorticoOptions,
  environment: PorticoEnvironment,
  later: { portico?: Portico; features?: FeatureHost },
): InstanceParts {
  const resolved = resolveOptions(options)
  const adapters = new Map<ChainNamespace, ChainAdapter>(
    sessionAdaptersFor(resolved).map((adapter) => [adapter.namespace, adapter]),
  )
  // destroy() aborts the cloud requests still on their way: they settle at once, and none fails later on a stopped
  // server (each controller logs a failure, but not this abort: warnCloudFailure).
  const lifetime = new AbortController()
  const cloud = cloudClientFor(resolved, lifetime.signal)
  const state = createPorticoState({
    namespaces: [...adapters.keys()],
    networks: resolved.networks,
    activeNamespace: adapters.has(resolved.defaultNamespace)
      ? resolved.defaultNamespace
      : adapters.keys().next().value,
    preferredNetworkIds: [resolved.defaultNetwork.caipNetworkId],
    features: initialFeatures(resolved),
    themeMode: resolved.themeMode,
    themeVariables: resolved.themeVariables,
    recentWallets: [],
    registryAvailable: cloud !== undefined,
  })
  const events = createEmitter<{ event: PorticoEventRecord }>()

  const context: PorticoContext = {
    state,
    options: resolved,
    adapters,
    storage: createStorage(resolved.storage),
    environment,
    timers: createTimers(),
    locales: createLocaleStore(
      [...coreFeatures, ...resolved.plugins].flatMap((feature) =>
        feature.messages ? [feature.messages] : [],
      ),
    ),
    approvals: createApprovalRegistry(),
    shownAlertCodes: new Set(),
    toastIds: { next: 1 },
    balanceFailures: new Map(),
    signal: lifetime.signal,
    remoteSessions: new Map(),
    get portico() {
      return later.portico as Portico
    },
    get features() {
      return later.features as FeatureHost
    },
    emit: (event) => events.emit('event', { timestamp: environment.now(), event }),
    readCloudBalance: (parameters) => cloudServices.readBalance(parameters),
  }
  const cloudServices = createCloudServices(context, cloud)
  return {
    context,
    events,
    cloudServices,
    cloud,
    lifetime,
    unsubscribers: new Set(),
  }
}
