import { defineProject } from 'vitest/config'
import { loadedMachineTest } from '../../vitest.loadedMachine.js'

export default defineProject({
  test: {
    ...loadedMachineTest,
    name: '@portico/cloud-contract',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
})
