import { defineProject } from 'vitest/config'
import { loadedMachineTest } from '../../vitest.loadedMachine.js'

export default defineProject({
  test: {
    ...loadedMachineTest,
    name: '@portico/devnet',
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
    // Real chains start in these tests; their readiness checks bound the waits (hooks: the shared three minutes).
    testTimeout: 120_000,
    // One module graph per worker, not one per file: no file changes the process for its tests (the clock, a global,
    // a prototype, a mocked module); one that does needs a project of its own, as the testing package's have.
    isolate: false,
  },
})
