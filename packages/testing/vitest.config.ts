import { configDefaults, defineProject } from 'vitest/config'
import { loadedMachineTest } from '../../vitest.loadedMachine.js'
import { processStateTests } from './vitest.processState.js'

export default defineProject({
  test: {
    ...loadedMachineTest,
    name: '@portico/testing',
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
    // One module graph per worker, not one per file (the test wallets' chain libraries imported again by each file).
    // The files that change the process for their tests (vitest.processState.ts) run isolated.
    isolate: false,
    exclude: [...configDefaults.exclude, ...processStateTests],
  },
})
