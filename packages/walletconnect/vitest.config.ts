import { defineProject } from 'vitest/config'
import { loadedMachineTest } from '../../vitest.loadedMachine.js'

export default defineProject({
  test: {
    ...loadedMachineTest,
    name: '@portico/walletconnect',
    environment: 'node',
    // One module graph per worker, not one per file: these files keep no module state, and importing the same
    // modules again for each file was most of their time (docs/testing.md).
    isolate: false,
    include: ['src/**/*.test.{ts,tsx}'],
  },
})
