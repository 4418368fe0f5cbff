import type { AppMessagePayload } from '@portico/embedded/protocol'
import type { FrameContext } from '../FrameContext.js'

/**
 * SYNC_DAPP_DATA: each network's native currency (the unit amounts are shown in) and the widget's locale, which the
 * frame's screens speak once its catalogue has loaded.
 */
export async function syncDappData(
  { locale, state }: Pick<FrameContext, 'locale' | 'state'>,
  { networks = [], locale: next }: AppMessagePayload<'SYNC_DAPP_DATA'>,
): Promise<undefined> {
  for (const { chainId: network, nativeCurrency } of networks)
    state.nativeCurrencies.set(network, { symbol: nativeCurrency.symbol, decimals: nativeCurrency.decimals })
  if (next) {
    state.localeLoaded = locale.set(next)
    await state.localeLoaded
  }
  return undefined
}
