import { afterEach, describe, expect, it, vi } from 'vitest'
import { createFakeAdapter } from '../conformance/createFakeAdapter.js'
import { createTestPortico } from '../conformance/createTestPortico.js'
import { fakeMainnet } from '../conformance/fakeNetworks.js'
import type { PorticoOptions } from '../types/options.js'
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

  it('on a desktop user agent is mobile only with a coarse pointer on a narrow screen (one rule for every view)', () => {
    const desktop = { userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0' }
    vi.stubGlobal('document', {})
    vi.stubGlobal('navigator', desktop)
    vi.stubGlobal('window', { matchMedia: (query: string) => ({ matches: query.includes('coarse') }) })
    expect(detectEnvironment().isMobile()).toBe(true)
    vi.stubGlobal('window', { matchMedia: () => ({ matches: false }) })
    expect(detectEnvironment().isMobile()).toBe(false)
  })

  it('is what the instance answers every view that asks (portico.isMobile)', () => {
    const options: PorticoOptions = {
      projectId: 'test',
      networks: [fakeMainnet],
      adapters: [createFakeAdapter()],
    }
    expect(createTestPortico(options, { mobile: true }).isMobile()).toBe(true)
    expect(createTestPortico(options, { mobile: false }).isMobile()).toBe(false)
  })
})
