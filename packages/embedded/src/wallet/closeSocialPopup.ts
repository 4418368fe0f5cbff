import { acceptMessageEvent } from '../protocol/acceptMessageEvent.js'
import { isSocialStarted } from '../protocol/isSocialStarted.js'

/**
 * How long a close is asked again when the start page announces itself: it loads within a few seconds, but on a busy
 * machine it took more than 15 s (a pop-up left open in CI's browser step); listening costs nothing meanwhile.
 */
const CLOSE_AGAIN_FOR_MS = 60_000
/** Meanwhile the close is also asked again this often: an announcement can be missed, and a close asked twice is harmless. */
const CLOSE_EVERY_MS = 1_000

export type CloseSocialPopupParameters = {
  popup: Window
  /** The secure site's exact origin: the start page's. */
  secureOrigin: string
  /** The page's window, where the start page posts. */
  win: Pick<Window, 'addEventListener' | 'removeEventListener'>
  closeAgainForMs?: number
}

/**
 * Closes the social-login pop-up when the login failed before the provider was reached. Chromium drops a `close()`
 * that comes while the new window is still on its way to the secure site (another site's process), and then even
 * reports the window closed; so when the start page announces itself afterwards (`SOCIAL_STARTED_TYPE`, from that
 * window and the secure origin only), the close is asked again, and every second until then (after a second login's
 * dropped close, the start page's announcement was seen missed: the pop-up stayed on its first page). A pop-up the
 * visitor already closed needs nothing.
 */
export function closeSocialPopup({
  popup,
  secureOrigin,
  win,
  closeAgainForMs = CLOSE_AGAIN_FOR_MS,
}: CloseSocialPopupParameters): void {
  if (popup.closed) return
  popup.close()
  const onMessage = (event: MessageEvent) => {
    if (!acceptMessageEvent(event, { source: popup, isAllowedOrigin: (origin) => origin === secureOrigin }))
      return
    if (!isSocialStarted(event.data)) return
    popup.close()
    stop()
  }
  const again = setInterval(() => popup.close(), CLOSE_EVERY_MS)
  const timer = setTimeout(() => stop(), closeAgainForMs)
  const stop = () => {
    clearInterval(again)
    clearTimeout(timer)
    win.removeEventListener('message', onMessage)
  }
  win.addEventListener('message', onMessage)
}
