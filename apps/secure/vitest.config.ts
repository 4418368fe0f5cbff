import { defineProject } from 'vitest/config'
import { loadedMachineTest } from '../../vitest.loadedMachine.js'

export default defineProject({
  test: {
    ...loadedMachineTest,
    name: '@portico/secure',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // The frame tests start Portico Cloud in-process (PGlite), as the cloud's own tests do.
    hookTimeout: 120_000,
  },
})
