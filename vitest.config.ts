import { defineConfig } from 'vitest/config'
import { projects } from './vitest.workspace'

export default defineConfig({
  test: {
    projects,
    // Two test files at a time: on a two-core machine vitest 4 would run one. Unit tests listen on ephemeral ports
    // (0) only, and an unhandled rejection or uncaught exception in either worker fails the run (docs/testing.md).
    maxWorkers: 2,
  },
})
