import { defineProject } from 'vitest/config'
import { loadedMachineTest } from '../../vitest.loadedMachine.js'
import { processStateTests } from './vitest.processState.js'

/** The testing package's files that change the process for their tests (vitest.processState.ts); the rest is `vitest.config.ts`. */
export default defineProject({
  test: {
    ...loadedMachineTest,
    name: '@portico/testing:isolated',
    environment: 'node',
    include: processStateTests,
  },
})
