import { createPorticoInstance } from '../instance/createPorticoInstance.js'
import type { PorticoOptions } from '../types/options.js'
import type { Portico } from '../types/portico.js'

export interface TestEnvironment {
  /** Run start-up as in a browser (default true, also in a node test environment). */
  browser?: boolean
  /** Pretend to be on a phone (default false). */
  mobile?: boolean
}

/**
 * A fresh instance for tests, never shared: start-up runs as in a browser even in a node test
 * environment, and the mobile check is fixed. Pass `storage` (e.g. createMemoryBackend()) in
 * the options to seed or inspect what is persisted.
 */
export function createTestPortico(options: PorticoOptions, environment: TestEnvironment = {}): Portico {
  const mobile = environment.mobile ?? false
  return createPorticoInstance(options, {
    browser: environment.browser ?? true,
    isMobile: () => mobile,
    now: () => Date.now(),
  })
}
