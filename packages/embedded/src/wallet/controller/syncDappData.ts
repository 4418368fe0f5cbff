import { frameDappData } from '../frameDappData.js'
import type { EmbeddedContext } from './EmbeddedContext.js'

/**
 * Tells the frame the networks' native currencies and the widget's locale (its screens' language), first when it
 * starts, again when the visitor switched languages since; sent before the request whose screen follows.
 */
export function syncDappData(context: Pick<EmbeddedContext, 'feature' | 'frame' | 'syncedLocale'>): void {
  const { feature, frame } = context
  if (!frame || context.syncedLocale === feature.state.locale) return
  context.syncedLocale = feature.state.locale
  const data = frameDappData(feature.options.projectId, feature.options.networks, feature.state.locale)
  void frame.client.request('SYNC_DAPP_DATA', data).catch(() => undefined)
}
