/** The pop-up's size: what the providers' sign-in pages are made for. */
const POPUP_FEATURES = 'popup,width=500,height=650'

/**
 * Opens the social-login pop-up on the secure site's start page (it says it is connecting while the frame asks for
 * the provider's URL); on a phone (`mobile`) a new tab instead, where a sized pop-up means nothing. Must run inside
 * the visitor's click; null when the browser blocked it.
 */
export function openSocialPopup(secureSiteUrl: string, provider: string, mobile: boolean): Window | null {
  if (typeof window === 'undefined') return null
  const start = new URL('social-start.html', new URL(secureSiteUrl).origin)
  start.searchParams.set('provider', provider)
  return window.open(start.toString(), 'portico-social-login', mobile ? undefined : POPUP_FEATURES)
}
