import { acceptMessageEvent } from '../protocol/acceptMessageEvent.js'
import { parseSocialResult } from '../protocol/parseSocialResult.js'

/** How often the widget looks whether the visitor closed the pop-up (a closed window sends no event). */
const CLOSED_CHECK_MS = 500

/** The visitor closed the pop-up before the provider sent them back. */
export class SocialPopupClosedError extends Error {
  override name = 'SocialPopupClosedError'
  constructor() {
    super('The login was cancelled')
  }
}

export type WaitForSocialResultParameters = {
  popup: Window
  /** The secure site's exact origin: the only sender accepted. */
  secureOrigin: string
  /** The page's window, where the pop-up posts. */
  win: Pick<Window, 'addEventListener' | 'removeEventListener'>
}

/**
 * Waits for the social-login pop-up's result: a message whose source is the pop-up window and whose origin is the
 * secure site's exactly, that passes `parseSocialResult`; anything else is ignored. Resolves with the callback
 * URL; rejects with SocialPopupClosedError when the pop-up closes first. `cancel` stops waiting.
 */
export function waitForSocialResult({ popup, secureOrigin, win }: WaitForSocialResultParameters): {
  result: Promise<string>
  cancel(): void
} {
  let stop = () => {}
  const result = new Promise<string>((resolve, reject) => {
    const onMessage = (event: MessageEvent) => {
      if (!acceptMessageEvent(event, { source: popup, isAllowedOrigin: (origin) => origin === secureOrigin }))
        return
      const parsed = parseSocialResult(event.data)
      if (!parsed.ok) return
      stop()
      resolve(parsed.message.uri)
    }
    const closed = setInterval(() => {
      if (!popup.closed) return
      stop()
      reject(new SocialPopupClosedError())
    }, CLOSED_CHECK_MS)
    stop = () => {
      clearInterval(closed)
      win.removeEventListener('message', onMessage)
    }
    win.addEventListener('message', onMessage)
  })
  return { result, cancel: () => stop() }
}
