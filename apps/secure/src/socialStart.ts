import { SOCIAL_STARTED_TYPE } from '@portico/embedded/protocol'

/**
 * The pop-up's first page, opened by the widget at the visitor's click (so no pop-up blocker stops it) while the
 * frame asks the cloud for the provider's URL; the widget then sends this window there.
 */
const names: Record<string, string> = {
  google: 'Google',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
  x: 'X',
  discord: 'Discord',
}
const provider = names[new URLSearchParams(location.search).get('provider') ?? '']
const statusLine = document.getElementById('status')
if (statusLine) statusLine.textContent = provider ? `Connecting to ${provider}…` : 'Connecting…'
// Here: a close the widget asked for on the way may have been dropped, and it asks again. Nothing in it, so to any origin.
window.opener?.postMessage({ type: SOCIAL_STARTED_TYPE }, '*')
