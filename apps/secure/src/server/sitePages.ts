import type { SecurePage } from './contentSecurityPolicy.js'

/** The secure site's pages by path: the built file and which kind of page it is. */
export const SITE_PAGES: Record<string, { file: string; page: SecurePage }> = {
  '/': { file: 'index.html', page: 'frame' },
  '/index.html': { file: 'index.html', page: 'frame' },
  '/social-start.html': { file: 'social-start.html', page: 'popup' },
  '/social-callback.html': { file: 'social-callback.html', page: 'popup' },
}
