import { vi } from 'vitest'

/** How long `vi.waitFor` waits for its state when a test names no deadline (vitest's own is 1 s). */
const STATE_TIMEOUT = 15_000

const waitFor = vi.waitFor.bind(vi)
vi.waitFor = ((callback, options) =>
  waitFor(
    callback,
    typeof options === 'number' ? options : { timeout: STATE_TIMEOUT, ...options },
  )) as typeof vi.waitFor
