import { createFakeAdapter } from '../conformance/createFakeAdapter.js'
import { createTestPortico } from '../conformance/createTestPortico.js'
import { fakeMainnet } from '../conformance/fakeNetworks.js'
import { createMemoryBackend } from '../storage/createMemoryBackend.js'
import type { PorticoEvent } from '../types/event.js'
import type { PorticoOptions } from '../types/options.js'
import type { Portico } from '../types/portico.js'
import type { FakeCloud } from './startFakeCloud.js'

export interface CloudTestPortico {
  portico: Portico
  /** Codes of the catalogue alerts shown, in order (each shown alert once). */
  alerts: string[]
  events: PorticoEvent[]
}

/**
 * A test instance on a fake cloud (start-up runs as in a browser), with the alerts it shows
 * recorded from the start. Stub `location` first to give it a page origin.
 */
export function createCloudTestPortico(
  cloud: Pick<FakeCloud, 'url'>,
  overrides: Partial<PorticoOptions> = {},
): CloudTestPortico {
  const portico = createTestPortico({
    projectId: 'portico-test',
    networks: [fakeMainnet],
    adapters: [createFakeAdapter()],
    cloudUrl: cloud.url,
    storage: createMemoryBackend(),
    ...overrides,
  })
  const alerts: string[] = []
  const events: PorticoEvent[] = []
  portico.subscribeEvents(({ event }) => {
    events.push(event)
    if (event.type === 'ALERT' && event.code !== undefined) alerts.push(event.code)
  })
  return { portico, alerts, events }
}

/** Pretends the test runs on a page at `origin` (readPageLocation reads globalThis.location). */
export function pageAt(origin: string): { origin: string; href: string; hostname: string } {
  return { origin, href: `${origin}/`, hostname: new URL(origin).hostname }
}
