import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

// Unmount between tests so each starts with an empty body (no globals, so no automatic cleanup).
afterEach(cleanup)
