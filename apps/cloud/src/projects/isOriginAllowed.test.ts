import { describe, expect, it } from 'vitest'
import { isOriginAllowed } from './isOriginAllowed.js'

describe('isOriginAllowed', () => {
  const allowed = ['http://localhost:5173', 'https://*.example.com']

  it('allows exact origins only with the same scheme and port', () => {
    expect(isOriginAllowed('http://localhost:5173', allowed)).toBe(true)
    expect(isOriginAllowed('HTTP://LOCALHOST:5173', allowed)).toBe(true)
    expect(isOriginAllowed('http://localhost:5174', allowed)).toBe(false)
    expect(isOriginAllowed('https://localhost:5173', allowed)).toBe(false)
  })

  it('allows subdomains through a wildcard, not the bare domain or look-alikes', () => {
    expect(isOriginAllowed('https://app.example.com', allowed)).toBe(true)
    expect(isOriginAllowed('https://a.b.example.com', allowed)).toBe(true)
    expect(isOriginAllowed('https://example.com', allowed)).toBe(false)
    expect(isOriginAllowed('https://evilexample.com', allowed)).toBe(false)
    expect(isOriginAllowed('http://app.example.com', allowed)).toBe(false)
    expect(isOriginAllowed('https://app.example.com.evil.io', allowed)).toBe(false)
  })

  it('allows nothing when the list is empty', () => {
    expect(isOriginAllowed('http://localhost:5173', [])).toBe(false)
  })
})
