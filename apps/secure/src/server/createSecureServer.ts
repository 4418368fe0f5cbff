import { readdirSync, readFileSync } from 'node:fs'
import { createServer, type Server, type ServerResponse } from 'node:http'
import { extname, join, relative, sep } from 'node:path'
import type { ProjectOrigins } from './createProjectOrigins.js'
import { pageHeaders } from './pageHeaders.js'
import { SITE_PAGES } from './sitePages.js'
import { writeCloudUrl } from './writeCloudUrl.js'

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
}

export type CreateSecureServerParameters = {
  /** The built site (`dist/site` of @portico/secure). */
  siteDir: string
  /** The Portico Cloud the pages talk to, written into each page. */
  cloudUrl: string
  /** The project's allowed origins, for the frame page's `frame-ancestors`. */
  projectOrigins: ProjectOrigins
}

type Served = { body: Buffer; headers: Record<string, string> }

/**
 * The secure site's HTTP server: the frame page with a Content-Security-Policy whose `frame-ancestors` are what the
 * cloud lets embed the project's (query `projectId`) frame (its allowed origins; the default ancestors only from a
 * cloud in development), the social pop-up pages that no page
 * may frame, and the hashed assets (cached for a year). Files are read once at start; any other path is 404.
 */
export function createSecureServer({
  siteDir,
  cloudUrl,
  projectOrigins,
}: CreateSecureServerParameters): Server {
  const files = new Map<string, Served>()
  for (const file of listFiles(siteDir)) {
    const path = `/${relative(siteDir, file).split(sep).join('/')}`
    if (path.endsWith('.html')) continue
    files.set(path, {
      body: readFileSync(file),
      headers: {
        'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
        'cache-control': path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        'x-content-type-options': 'nosniff',
      },
    })
  }
  const pages = new Map(
    Object.entries(SITE_PAGES).map(([path, { file, page }]) => [
      path,
      { page, body: Buffer.from(writeCloudUrl(readFileSync(join(siteDir, file), 'utf8'), cloudUrl)) },
    ]),
  )

  return createServer(async (request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return send(response, 405, { allow: 'GET, HEAD', 'content-type': 'text/plain' }, 'Method not allowed')
    }
    const url = new URL(request.url ?? '/', 'http://secure.invalid')
    const page = pages.get(url.pathname)
    if (page) {
      const origins =
        page.page === 'frame' ? await projectOrigins(url.searchParams.get('projectId') ?? '') : []
      return send(response, 200, pageHeaders(page.page, origins), page.body, request.method === 'HEAD')
    }
    const file = files.get(url.pathname)
    if (file) return send(response, 200, file.headers, file.body, request.method === 'HEAD')
    return send(
      response,
      404,
      { 'content-type': 'text/plain', 'x-content-type-options': 'nosniff' },
      'Not found',
    )
  })
}

function send(
  response: ServerResponse,
  status: number,
  headers: Record<string, string>,
  body: string | Buffer,
  headOnly = false,
) {
  response.writeHead(status, { ...headers, 'content-length': String(Buffer.byteLength(body)) })
  response.end(headOnly ? undefined : body)
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listFiles(join(dir, entry.name)) : [join(dir, entry.name)],
  )
}
