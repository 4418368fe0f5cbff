/** An allowed origin the cloud stores (`https://app.example.com`, `https://*.example.com`, `http://localhost:*`). */
const ORIGIN_SOURCE = /^https?:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:(\d{1,5}|\*))?$/i

/** Which page of the secure site: the frame (embedded by the dapp) or a social-login pop-up page (never framed). */
export type SecurePage = 'frame' | 'popup'

/**
 * The secure site's Content-Security-Policy. The frame page may be embedded only by `frameAncestors`: the list the
 * cloud gives for the project (its allowed origins, plus the development defaults only when the cloud runs in
 * development), the same list the frame itself checks before it starts; a pop-up page by nobody, and the frame page
 * by nobody when the list is empty. An entry that is not an origin pattern is left out, so nothing from the cloud can
 * add a directive.
 */
export function contentSecurityPolicy(page: SecurePage, frameAncestors: readonly string[] = []): string {
  const ancestors =
    page === 'frame' ? [...new Set(frameAncestors)].filter((origin) => ORIGIN_SOURCE.test(origin)) : []
  return `frame-ancestors ${ancestors.length > 0 ? ancestors.join(' ') : "'none'"}; object-src 'none'; base-uri 'none'`
}
