import { defineProject } from 'vitest/config'
import { loadedMachineTest } from '../../vitest.loadedMachine.js'

export default defineProject({
  test: {
    ...loadedMachineTest,
    name: '@portico/secure',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
})
