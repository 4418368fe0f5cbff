import { SDK_VERSION } from '@portico/core'
import type { EmbeddedContext } from './EmbeddedContext.js'

/**
 * The frame URL's query (docs/embedded-wallet.md#the-widget-feature): projectId, the network the frame starts on, the
 * widget's version and locale, `enableLogger` (the app's `enableAuthLogger` switch), that network's RPC URL when the
 * app names an http(s) one, and `smartSessions=true` when the app turned ERC-7715 grants on (`features.smartSessions`).
 */
export function frameQuery(
  { feature }: Pick<EmbeddedContext, 'feature'>,
  chainId: string,
): Record<string, string> {
  const rpcUrl = feature.options.networks
    .find((network) => network.caipNetworkId === chainId)
    ?.rpcUrls.default.http.find((url) => /^https?:\/\//.test(url))
  return {
    projectId: feature.options.projectId,
    chainId,
    version: SDK_VERSION,
    locale: feature.state.locale,
    enableLogger: String(feature.options.enableAuthLogger),
    ...(rpcUrl ? { rpcUrl } : {}),
    ...(feature.options.features.smartSessions ? { smartSessions: 'true' } : {}),
  }
}
