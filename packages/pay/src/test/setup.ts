import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

// waitFor and findBy* wait for state; their deadline (1 s by default) only bounds a hang, and a busy
// 2-core machine needs more than 1 s for a render now and then.
configure({ asyncUtilTimeout: 15_000 })

// Unmount between tests so each starts with an empty body (no globals, so no automatic cleanup).
afterEach(cleanup)
