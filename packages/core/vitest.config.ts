import { configDefaults, defineProject } from 'vitest/config'
import { loadedMachineTest } from '../../vitest.loadedMachine.js'
import { moduleStateTests } from './vitest.moduleState.js'

export default defineProject({
  test: {
    ...loadedMachineTest,
    name: '@portico/core',
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
    // One module graph per worker, not one per file: the files import the same modules, and a third of the time
    // went to importing them again. The files that check a module's state before it loads run isolated.
    isolate: false,
    exclude: [...configDefaults.exclude, ...moduleStateTests],
  },
})
