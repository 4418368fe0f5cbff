import { SOCIAL_RESULT_TYPE } from '@portico/embedded/protocol'

export type ReturnSocialResultParameters = {
  /** The callback page's own URL, as the provider sent the visitor back (`code` and `state`, or `error`). */
  href: string
  /** The page that opened the pop-up (the dapp with the widget), or null when the browser severed it. */
  opener: { postMessage(message: unknown, targetOrigin: string): void } | null
  cloudUrl: string
  /** What the visitor reads in the pop-up. */
  show(text: string): void
  fetch?: typeof fetch
}

/**
 * The social-login callback page's work: asks the cloud which exact origin opened this login (recorded at the
 * start, after the project's origin check) and posts the callback URL there, to that origin only, never `'*'`
 * ('posted'). Without an opener (severed by a Cross-Origin-Opener-Policy) it leaves the URL in the cloud for the
 * frame to collect ('left'). The URL carries the code, which is useless without the PKCE verifier that stays in
 * the frame.
 */
export async function returnSocialResult({
  href,
  opener,
  cloudUrl,
  show,
  fetch: fetchFn = fetch,
}: ReturnSocialResultParameters): Promise<'posted' | 'left' | false> {
  const state = new URL(href).searchParams.get('state')
  if (!state || !/^[\w-]{43}$/.test(state)) {
    show('This login link is incomplete. Close this window and try again.')
    return false
  }
  if (!opener) {
    // A Cross-Origin-Opener-Policy (the provider's or the app's) severed the opener: the result waits in the
    // cloud, once, for the frame to collect.
    const left = await fetchFn(`${cloudUrl}/auth/v1/social/return`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ state, uri: href }),
    }).catch(() => undefined)
    if (!left?.ok) {
      show('This login has expired. Close this window and try again.')
      return false
    }
    show('Signed in. Go back to the app to continue.')
    return 'left'
  }
  const response = await fetchFn(
    `${cloudUrl}/auth/v1/social/return?state=${encodeURIComponent(state)}`,
  ).catch(() => undefined)
  const origin = response?.ok ? ((await response.json()) as { origin?: unknown }).origin : undefined
  if (typeof origin !== 'string' || !URL.canParse(origin) || new URL(origin).origin !== origin) {
    show('This login has expired. Close this window and try again.')
    return false
  }
  opener.postMessage({ type: SOCIAL_RESULT_TYPE, uri: href }, origin)
  show('Signed in. You can close this window.')
  return 'posted'
}
