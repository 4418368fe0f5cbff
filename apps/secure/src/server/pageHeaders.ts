import { contentSecurityPolicy, type SecurePage } from './contentSecurityPolicy.js'

/**
 * The headers of a secure-site page. No Cross-Origin-Opener-Policy: the social pop-up's pages must keep
 * `window.opener` to hand the result back to the widget.
 */
export function pageHeaders(
  page: SecurePage,
  projectOrigins: readonly string[] = [],
): Record<string, string> {
  return {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': contentSecurityPolicy(page, projectOrigins),
    'x-content-type-options': 'nosniff',
    'cache-control': 'no-cache',
  }
}
