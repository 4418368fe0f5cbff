import type { ExchangeTab } from '../controller/ExchangeTab.js'

/**
 * A blank pop-up opened within the visitor's click, before anything is awaited, so no blocker stops it; the exchange's
 * page is loaded into it once the cloud signed its URL. Null without one (blocked, or no window at all).
 */
export function openExchangeTab(): ExchangeTab | null {
  if (typeof globalThis.open !== 'function') return null
  const tab = globalThis.open('', '_blank', 'popup=yes,width=480,height=720')
  if (tab) tab.opener = null
  return tab
}
