import { defineProject } from 'vitest/config'
import { loadedMachineTest } from '../../vitest.loadedMachine.js'
import { processStateTests } from './vitest.processState.js'

/**
 * The secure site's files that change the process for their tests (vitest.processState.ts); the rest is
 * `vitest.config.ts`. They start their own clouds, so they need none of its global set-ups.
 */
export default defineProject({
  test: {
    ...loadedMachineTest,
    name: '@portico/secure:isolated',
    environment: 'node',
    include: processStateTests,
  },
})
