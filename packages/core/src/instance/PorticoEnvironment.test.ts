import { afterEach, describe, expect, it, vi } from 'vitest'
import { detectEnvironment } from './PorticoEnvironment.js'

describe('detectEnvironment', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('on the server is not a browser and not mobile', () => {
    const environment = detectEnvironment()
    expect(environment.browser).toBe(false)
    expect(environment.isMobile()).toBe(false)
  })

  it('in a phone browser is mobile, in a desktop browser not', () => {
    vi.stubGlobal('window', {})
    vi.stubGlobal('document', {})
    vi.stubGlobal('navigator', {
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148',
    })
    expect(detectEnvironment().isMobile()).toBe(true)
    vi.stubGlobal('navigator', { userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0' })
    expect(detectEnvironment().isMobile()).toBe(false)
  })
})
