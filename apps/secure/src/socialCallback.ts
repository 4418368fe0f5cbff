import { returnSocialResult } from './social/returnSocialResult.js'

const cloudUrl = (import.meta.env.VITE_PORTICO_CLOUD_URL as string | undefined) ?? 'http://127.0.0.1:8787'
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
}).then((posted) => {
  document.body.dataset.state = posted ? 'returned' : 'failed'
  if (posted) window.close()
})
