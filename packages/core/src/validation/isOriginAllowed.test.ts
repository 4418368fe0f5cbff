import { describe, expect, it } from 'vitest'
import { DEFAULT_ALLOWED_ANCESTORS } from '../constants/defaultAllowedAncestors.js'
import { isOriginAllowed } from './isOriginAllowed.js'

describe('isOriginAllowed', () => {
  it('allows an exact origin', () => {
    expect(isOriginAllowed('https://dapp.example', ['https://dapp.example'])).toBe(true)
    expect(isOriginAllowed('https://dapp.example:8443', ['https://dapp.example'])).toBe(false)
    expect(isOriginAllowed('http://dapp.example', ['https://dapp.example'])).toBe(false)
  })

  it('allows subdomains and ports by wildcard', () => {
    expect(isOriginAllowed('https://my-app.vercel.app', ['https://*.vercel.app'])).toBe(true)
    expect(isOriginAllowed('https://pr-1.my-app.pages.dev', ['https://*.pages.dev'])).toBe(true)
    expect(isOriginAllowed('https://vercel.app', ['https://*.vercel.app'])).toBe(false)
    expect(isOriginAllowed('https://evil.vercel.app.example', ['https://*.vercel.app'])).toBe(false)
    expect(isOriginAllowed('https://evilvercel.app', ['https://*.vercel.app'])).toBe(false)
    expect(isOriginAllowed('http://localhost:5173', ['http://localhost:*'])).toBe(true)
    expect(isOriginAllowed('http://localhost', ['http://localhost:*'])).toBe(true)
    expect(isOriginAllowed('http://localhost.evil.example', ['http://localhost:*'])).toBe(false)
  })

  it('allows the default ancestors of docs/behaviour.md#permissions', () => {
    for (const origin of [
      'http://localhost:3000',
      'http://127.0.0.1:8787',
      'https://preview.pages.dev',
      'https://app.vercel.app',
      'https://abc.ngrok-free.app',
    ]) {
      expect(isOriginAllowed(origin, DEFAULT_ALLOWED_ANCESTORS)).toBe(true)
    }
    expect(isOriginAllowed('https://dapp.example', DEFAULT_ALLOWED_ANCESTORS)).toBe(false)
  })
})
