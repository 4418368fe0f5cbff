import { DEFAULT_ALLOWED_ANCESTORS } from '@portico/core'

/** An allowed origin the cloud stores (`https://app.example.com`, `https://*.example.com`, `http://localhost:*`). */
const ORIGIN_SOURCE = /^https?:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:(\d{1,5}|\*))?$/i

/** Which page of the secure site: the frame (embedded by the dapp) or a social-login pop-up page (never framed). */
export type SecurePage = 'frame' | 'popup'

/**
 * The secure site's Content-Security-Policy. The frame page may be embedded only by the project's allowed origins
 * and the default allowed ancestors, the same list the frame itself checks before it starts; a pop-up page by
 * nobody. An entry that is not an origin pattern is left out, so nothing from the cloud can add a directive.
 */
export function contentSecurityPolicy(page: SecurePage, projectOrigins: readonly string[] = []): string {
  const ancestors =
    page === 'frame'
      ? [...new Set([...DEFAULT_ALLOWED_ANCESTORS, ...projectOrigins])]
          .filter((origin) => ORIGIN_SOURCE.test(origin))
          .join(' ')
      : "'none'"
  return `frame-ancestors ${ancestors}; object-src 'none'; base-uri 'none'`
}
