import { pageHeaders } from './pageHeaders.js'
import { SITE_PAGES } from './sitePages.js'

/**
 * The `_headers` file of a static host (Netlify, Cloudflare Pages): the same headers the server sends, with the
 * frame page's `frame-ancestors` fixed to `frameAncestors` (a static host cannot ask the cloud per project).
 */
export function staticHeaders(frameAncestors: readonly string[]): string {
  const blocks = Object.entries(SITE_PAGES).map(([path, { page }]) => {
    const headers = pageHeaders(page, page === 'frame' ? frameAncestors : [])
    const lines = Object.entries(headers)
      .filter(([name]) => name !== 'content-type')
      .map(([name, value]) => `  ${name}: ${value}`)
    return [path, ...lines].join('\n')
  })
  const assets = [
    '/assets/*',
    '  cache-control: public, max-age=31536000, immutable',
    '  x-content-type-options: nosniff',
  ]
  return `${[...blocks, assets.join('\n')].join('\n')}\n`
}
