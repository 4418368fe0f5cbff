import { defineProject } from 'vitest/config'
import { loadedMachineTest } from '../../vitest.loadedMachine.js'
import { processStateTests } from './vitest.processState.js'

/** The cloud's files that change the process for their tests (vitest.processState.ts); the rest is `vitest.config.ts`. */
export default defineProject({
  test: {
    ...loadedMachineTest,
    name: '@portico/cloud:isolated',
    environment: 'node',
    include: processStateTests,
    testTimeout: 60_000,
  },
})
