import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, expect, it } from 'vitest'
import { exportSite } from './exportSite.js'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

it("writes the cloud's URL into each page and the same headers as the server into _headers", () => {
  const siteDir = mkdtempSync(join(tmpdir(), 'portico-secure-built-'))
  const outDir = mkdtempSync(join(tmpdir(), 'portico-secure-export-'))
  dirs.push(siteDir, outDir)
  for (const page of ['index.html', 'social-start.html', 'social-callback.html'])
    writeFileSync(join(siteDir, page), '<html><head></head><body></body></html>')
  exportSite({
    siteDir,
    outDir,
    cloudUrl: 'https://cloud.example.com',
    frameAncestors: ['https://dapp.example.com'],
  })
  expect(readFileSync(join(outDir, 'social-callback.html'), 'utf8')).toContain(
    '<meta name="portico-cloud-url" content="https://cloud.example.com" />',
  )
  const frameCsp = "frame-ancestors https://dapp.example.com; object-src 'none'; base-uri 'none'"
  const popupCsp = "frame-ancestors 'none'; object-src 'none'; base-uri 'none'"
  const block = (path: string, csp: string) =>
    `${path}\n  content-security-policy: ${csp}\n  x-content-type-options: nosniff\n  cache-control: no-cache\n`
  expect(readFileSync(join(outDir, '_headers'), 'utf8')).toBe(
    block('/', frameCsp) +
      block('/index.html', frameCsp) +
      block('/social-start.html', popupCsp) +
      block('/social-callback.html', popupCsp) +
      '/assets/*\n  cache-control: public, max-age=31536000, immutable\n  x-content-type-options: nosniff\n',
  )
})
