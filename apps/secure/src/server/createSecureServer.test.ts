import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type RunningCloud, startCloud, testConfig } from '@portico/cloud/testing'
import { DEFAULT_ALLOWED_ANCESTORS } from '@portico/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createProjectOrigins } from './createProjectOrigins.js'
import { createSecureServer } from './createSecureServer.js'

const PAGE = (title: string) =>
  `<!doctype html><html><head><title>${title}</title></head><body></body></html>`
let cloud: RunningCloud
let siteDir: string
let dataDir: string
let base: string
let server: ReturnType<typeof createSecureServer>

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'portico-secure-server-cloud-'))
  cloud = await startCloud(testConfig({ dataDir }))
  siteDir = mkdtempSync(join(tmpdir(), 'portico-secure-site-'))
  for (const page of ['index.html', 'social-start.html', 'social-callback.html'])
    writeFileSync(join(siteDir, page), PAGE(page))
  mkdirSync(join(siteDir, 'assets'))
  writeFileSync(join(siteDir, 'assets', 'frame-abc123.js'), 'console.log(1)')
  server = createSecureServer({
    siteDir,
    cloudUrl: cloud.url,
    projectOrigins: createProjectOrigins({ cloudUrl: cloud.url }),
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve))
  await cloud?.stop()
  for (const dir of [siteDir, dataDir]) if (dir) rmSync(dir, { recursive: true, force: true })
})

const ancestorsOf = (response: Response) =>
  /frame-ancestors ([^;]+)/.exec(response.headers.get('content-security-policy') ?? '')?.[1]?.split(' ')

describe('the secure site server', () => {
  it("lets only the frame ancestors the cloud gives (a development cloud: the project's origins and the defaults) frame the frame page", async () => {
    const response = await fetch(`${base}/?projectId=portico-lab-disallowed&chainId=eip155:1`)
    expect(response.status).toBe(200)
    expect(ancestorsOf(response)).toEqual([...DEFAULT_ALLOWED_ANCESTORS, 'https://app.example.com'])
    expect(response.headers.get('content-security-policy')).toContain("object-src 'none'")
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(await response.text()).toContain(`<meta name="portico-cloud-url" content="${cloud.url}" />`)
  })

  it('lets no page frame the frame page of an unknown project or a malformed id', async () => {
    for (const projectId of ['no-such-project', 'bad id;x', '']) {
      const response = await fetch(`${base}/index.html?projectId=${encodeURIComponent(projectId)}`)
      expect(response.status).toBe(200)
      expect(ancestorsOf(response)).toEqual(["'none'"])
    }
  })

  it('lets no page frame the social pop-up pages', async () => {
    for (const path of ['/social-start.html?provider=google', '/social-callback.html?code=x&state=y']) {
      const response = await fetch(`${base}${path}`)
      expect(response.status).toBe(200)
      expect(ancestorsOf(response)).toEqual(["'none'"])
      expect(response.headers.get('cross-origin-opener-policy')).toBeNull()
    }
  })

  it('serves the hashed assets for a year, and nothing else', async () => {
    const asset = await fetch(`${base}/assets/frame-abc123.js`)
    expect(asset.status).toBe(200)
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    for (const path of ['/nope', '/assets/missing.js', '/%2e%2e/package.json', '/assets/../index.html.bak']) {
      const response = await fetch(`${base}${path}`)
      expect({ path, status: response.status }).toEqual({ path, status: 404 })
      expect(await response.text()).toBe('Not found')
    }
    expect((await fetch(`${base}/`, { method: 'POST' })).status).toBe(405)
  })
})
