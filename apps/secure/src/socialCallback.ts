import { readCloudUrl } from './cloudUrl/readCloudUrl.js'
import { returnSocialResult } from './social/returnSocialResult.js'

const cloudUrl = readCloudUrl(document, import.meta.env.VITE_PORTICO_CLOUD_URL as string | undefined)
const status = document.getElementById('status')
const href = location.href
// The code leaves the address bar (and history) at once; it goes only to the opener's recorded origin.
history.replaceState(null, '', location.pathname)
void returnSocialResult({
  href,
  opener: window.opener as Window | null,
  cloudUrl,
  show: (text) => {
    if (status) status.textContent = text
  },
}).then((outcome) => {
  document.body.dataset.state = outcome === 'posted' ? 'returned' : outcome === 'left' ? 'left' : 'failed'
  // A window the app opened closes itself; one a Cross-Origin-Opener-Policy cut loose may not be allowed to.
  if (outcome) window.close()
})
