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
    "frame-ancestors https://app.example.com https://*.example.org http://localhost:*; object-src 'none'; base-uri 'none'",
  )
  expect(contentSecurityPolicy('frame', [])).toBe(
    "frame-ancestors 'none'; object-src 'none'; base-uri 'none'",
  )
  expect(contentSecurityPolicy('popup', ['https://app.example.com'])).toBe(
    "frame-ancestors 'none'; object-src 'none'; base-uri 'none'",
  )
})
