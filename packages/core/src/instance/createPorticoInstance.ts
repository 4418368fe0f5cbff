import { markRestoring } from '../controllers/connection/markRestoring.js'
import { setLocale } from '../controllers/locale/setLocale.js'
import type { PorticoOptions } from '../types/options.js'
import type { Portico } from '../types/portico.js'
import { afterFirstPaint } from './afterFirstPaint.js'
import type { FeatureHost } from './createFeatureHost.js'
import { createInstanceParts } from './createInstanceParts.js'
import { destroyInstance } from './destroyInstance.js'
import { featureHostFor } from './featureHostFor.js'
import { modalMethods } from './modalMethods.js'
import { namesThroughFeatures } from './namesThroughFeatures.js'
import type { PorticoEnvironment } from './PorticoEnvironment.js'
import { settingsMethods } from './settingsMethods.js'
import { startPortico } from './startPortico.js'
import { walletMethods } from './walletMethods.js'

/**
 * Builds one instance: checks the options, creates its state and services, and wires the
 * controllers into the Portico API. In a browser, start-up (adapter setup, reconnect, the cloud's services) begins
 * once the page has painted the app's first render (afterFirstPaint: its chunks' fetches and the adapters' wallet
 * discovery do not delay the button) and `ready` resolves when it is done; a stored connection shows as connecting
 * from the first render (markRestoring). On the server nothing starts and `ready` is resolved.
 */
export function createPorticoInstance(
  options: PorticoOptions,
  environment: PorticoEnvironment,
  hooks: { onDestroy?: () => void } = {},
): Portico {
  let destroyed = false
  const later: { portico?: Portico; features?: FeatureHost } = {}
  const parts = createInstanceParts(options, environment, later)
  const { context, cloudServices } = parts
  if (environment.browser) markRestoring(context)

  const ready = environment.browser
    ? afterFirstPaint().then(async () => {
        context.emit({ type: 'MODAL_CREATED' })
        const isDestroyed = () => destroyed
        await Promise.all([cloudServices.start(isDestroyed), startPortico(context, isDestroyed)])
      })
    : Promise.resolve()

  // The asked-for locale loads at once (server too: a server that awaits it renders in it).
  if (context.options.locale !== undefined) void setLocale(context, context.options.locale)

  const portico: Portico = {
    state: context.state,
    // The features its options carry (a sign-in configuration's) are among its plugins, for the UI's registries too.
    options: Object.freeze({ ...options, plugins: context.options.plugins }),
    ready,
    ...modalMethods(parts),
    ...walletMethods(parts),
    ...settingsMethods(parts),
    getFeature: (feature) => context.features.get(feature),
    fetchWallets: (parameters) => cloudServices.fetchWallets(parameters),
    searchWallets: (query) => cloudServices.searchWallets(query),
    getWalletImageUrl: (imageId) => cloudServices.getWalletImageUrl(imageId),
    names: namesThroughFeatures(() => context.features),
    portfolio: cloudServices.portfolio,
    destroy() {
      if (destroyed) return
      destroyed = true
      destroyInstance(parts)
      hooks.onDestroy?.()
    },
  }
  later.portico = portico
  later.features = featureHostFor(parts)
  return portico
}
