import { afterEach, describe, expect, it, vi } from 'vitest'
import { preloadImage } from './preloadImage.js'

class FakeImage {
  static created: FakeImage[] = []
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  src = ''
  constructor() {
    FakeImage.created.push(this)
  }
}

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  FakeImage.created = []
})

describe('preloadImage', () => {
  it('resolves false at once outside a browser', async () => {
    await expect(preloadImage('http://127.0.0.1/x.svg')).resolves.toBe(false)
  })

  it('resolves true when the image loads', async () => {
    vi.stubGlobal('Image', FakeImage)
    const loading = preloadImage('http://127.0.0.1/x.svg')
    expect(FakeImage.created[0]?.src).toBe('http://127.0.0.1/x.svg')
    FakeImage.created[0]?.onload?.()
    await expect(loading).resolves.toBe(true)
  })

  it('resolves false when the image fails', async () => {
    vi.stubGlobal('Image', FakeImage)
    const loading = preloadImage('http://127.0.0.1/x.svg')
    FakeImage.created[0]?.onerror?.()
    await expect(loading).resolves.toBe(false)
  })

  it('gives up after 2 s', async () => {
    vi.useFakeTimers()
    vi.stubGlobal('Image', FakeImage)
    let settled: boolean | undefined
    void preloadImage('http://127.0.0.1/slow.svg').then((loaded) => {
      settled = loaded
    })
    await vi.advanceTimersByTimeAsync(1_999)
    expect(settled).toBeUndefined()
    await vi.advanceTimersByTimeAsync(1)
    expect(settled).toBe(false)
  })
})
