import type { CheckoutTab } from './CheckoutTab.js'

/**
 * A blank pop-up (a tab on a phone) opened within the visitor's click, before anything is awaited, so no blocker stops
 * it; null without one (blocked, or no window at all).
 */
export function openCheckoutTab(mobile: boolean): CheckoutTab | null {
  if (typeof globalThis.open !== 'function') return null
  const tab = mobile
    ? globalThis.open('', '_blank')
    : globalThis.open('', '_blank', 'popup=yes,width=480,height=720')
  if (tab) tab.opener = null
  return tab
}
