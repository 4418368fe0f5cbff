import { checkAllowedOrigin } from '../controllers/allowedOrigin/checkAllowedOrigin.js'
import { type Analytics, createAnalytics } from '../controllers/analytics/createAnalytics.js'
import { loadRemoteFeatures } from '../controllers/remoteFeatures/loadRemoteFeatures.js'
import type { WalletRegistry } from '../controllers/walletRegistry/createWalletRegistry.js'
import type { PorticoEvent } from '../types/event.js'
import type { ChainNamespace } from '../types/namespace.js'
import type { CloudContext } from './CloudContext.js'

/** What start-up's cloud services do with the instance's events, in order. */
export interface RunningCloudServices {
  /** Analytics records the event; the modal's opening activates the services. */
  onEvent(event: PorticoEvent): void
}

type IdleWindow = { requestIdleCallback?: (run: () => void) => number }

/** The profile lookup: a chunk fetched with the first connected account. */
const loadIdentity = () => import('../controllers/identity/refreshIdentity.js')

/** Reads the profile of each account that connects (its namespace's, once per address). */
function followAccounts(context: CloudContext): void {
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
        ({ refreshIdentity }) => refreshIdentity(context, chain.namespace),
        (error: unknown) => console.warn('Portico: could not load the profile lookup', error),
      )
    }
  }
  context.portico.subscribe(refresh)
  refresh()
}

/**
 * Start-up's cloud services of one instance, in the cloud's chunk: the remote features and the allowed-origin check
 * at once (asked again at each activation while the cloud could not answer); featured and recommended wallets and the
 * analytics config when the modal first opens or the browser is idle (events wait until then); the profile follows
 * the connected account.
 */
export function startCloudServices(
  context: CloudContext,
  registry: WalletRegistry,
  isDestroyed: () => boolean,
): RunningCloudServices {
  const analytics: Analytics = createAnalytics(context)
  let features = loadRemoteFeatures(context)
  let origins = checkAllowedOrigin(context)
  const retry = (check: Promise<boolean>, run: () => Promise<boolean>) =>
    check.then((settled) => (settled ? true : run()))
  const activate = () => {
    if (isDestroyed()) return
    void registry.loadRecommended()
    analytics.activate()
    features = retry(features, () => loadRemoteFeatures(context))
    origins = retry(origins, () => checkAllowedOrigin(context))
  }
  ;(globalThis as IdleWindow).requestIdleCallback?.(activate)
  followAccounts(context)
  return {
    onEvent(event) {
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
    },
  }
}
