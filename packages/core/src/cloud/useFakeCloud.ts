import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest'
import { pageAt } from './createCloudTestPortico.js'
import { type FakeCloud, startFakeCloud } from './startFakeCloud.js'

/**
 * Test-only set-up of a suite against the fake cloud: a fresh cloud for each test, the page at
 * `origin` (readPageLocation reads globalThis.location), warnings silenced for the suite (failures
 * are logged, and instances of finished tests may still log while the next test runs); after each
 * test real timers and globals are restored and the cloud stopped. Returns the current test's cloud.
 */
export function useFakeCloud(origin = 'https://app.example.com'): () => FakeCloud {
  let cloud: FakeCloud | undefined
  beforeAll(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  })
  afterAll(() => {
    vi.restoreAllMocks()
  })
  beforeEach(async () => {
    cloud = await startFakeCloud()
    vi.stubGlobal('location', pageAt(origin))
  })
  afterEach(async () => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
    await cloud?.stop()
    cloud = undefined
  })
  return () => {
    if (!cloud) throw new Error('useFakeCloud: the fake cloud runs only inside a test')
    return cloud
  }
}
