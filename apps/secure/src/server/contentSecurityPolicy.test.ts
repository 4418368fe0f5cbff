import { DEFAULT_ALLOWED_ANCESTORS } from '@portico/core'
import { expect, it } from 'vitest'
import { contentSecurityPolicy } from './contentSecurityPolicy.js'

it('keeps origin patterns and leaves out anything that could add a directive', () => {
  expect(
    contentSecurityPolicy('frame', [
      'https://app.example.com',
      'https://*.example.org',
      'http://localhost:*',
      "https://evil.example; script-src 'unsafe-inline'",
      'https://a.example https://b.example',
    ]),
  ).toBe(
    `frame-ancestors ${[...DEFAULT_ALLOWED_ANCESTORS, 'https://app.example.com', 'https://*.example.org'].join(' ')}; object-src 'none'; base-uri 'none'`,
  )
  expect(contentSecurityPolicy('popup', ['https://app.example.com'])).toBe(
    "frame-ancestors 'none'; object-src 'none'; base-uri 'none'",
  )
})
