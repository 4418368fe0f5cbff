import { defineProject } from 'vitest/config'
import { loadedMachineTest } from '../../vitest.loadedMachine.js'
import { moduleStateTests } from './vitest.moduleState.js'

/** Core's files that need a module graph of their own (vitest.moduleState.ts); the rest is `vitest.config.ts`. */
export default defineProject({
  test: {
    ...loadedMachineTest,
    name: '@portico/core:isolated',
    environment: 'node',
    include: moduleStateTests,
  },
})
