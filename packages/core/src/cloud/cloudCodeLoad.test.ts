import { expect, it, vi } from 'vitest'
import { PorticoError } from '../errors/PorticoError.js'
import { createCloudTestPortico } from './createCloudTestPortico.js'
import { useFakeCloud } from './useFakeCloud.js'

// The chunk load fails while `offline` is set, as a dropped network would make the browser's import() fail.
const chunk = vi.hoisted(() => ({ offline: false }))
vi.mock('./cloudCodeChunk.js', async (importOriginal) => {
  const { cloudCodeChunk: original } = await importOriginal<typeof import('./cloudCodeChunk.js')>()
  return {
    cloudCodeChunk: {
      current: () => (chunk.offline ? undefined : original.current()),
      load: () =>
        chunk.offline
          ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
          : original.load(),
    },
  }
})

const cloud = useFakeCloud()

it("logs the cloud's code when it does not load, fails its requests as unreachable, and loads it when the modal opens", async () => {
  chunk.offline = true
  const { portico } = createCloudTestPortico(cloud())
  await portico.ready
  expect(console.warn).toHaveBeenCalledWith(
    'Portico: the cloud code did not load; it loads again when the modal opens.',
    expect.any(TypeError),
  )
  await portico.fetchWallets({ page: 1 })
  expect(portico.state.registry.status).toBe('error')
  const [, failure] =
    vi.mocked(console.warn).mock.calls.find(([message]) => /page 1/.test(String(message))) ?? []
  expect(failure).toBeInstanceOf(PorticoError)
  expect(failure).toMatchObject({
    code: 'NETWORK_UNREACHABLE',
    shortMessage: 'Could not reach the server. Check your internet connection and try again',
  })
  expect(cloud().requests).toEqual([])

  chunk.offline = false
  await portico.open()
  await vi.waitFor(() => expect(portico.state.remoteFeatures).toBeDefined())
  expect(cloud().requests.map((request) => request.path)).toContain('/projects/v1/origins')
  await portico.fetchWallets({ page: 1 })
  expect(portico.state.registry).toMatchObject({ status: 'ready', page: 1 })
  // The opening activated analytics too: its config is asked once its code has loaded.
  await vi.waitFor(() =>
    expect(cloud().requests.map((request) => request.path)).toContain('/getAnalyticsConfig'),
  )
  portico.destroy()
})
