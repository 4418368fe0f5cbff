import { configDefaults, defineProject } from 'vitest/config'
import { loadedMachineTest } from '../../vitest.loadedMachine.js'
import { processStateTests } from './vitest.processState.js'

export default defineProject({
  test: {
    ...loadedMachineTest,
    name: '@portico/cloud',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 60_000,
    // One module graph per worker, not one per file: every file imported the whole server again. The files that
    // change the process for their tests (vitest.processState.ts) run isolated.
    isolate: false,
    exclude: [...configDefaults.exclude, ...processStateTests],
  },
})
