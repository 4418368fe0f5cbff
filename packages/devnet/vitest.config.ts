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
  },
})
