import { defineProject } from 'vitest/config'
import { loadedMachineTest } from '../../vitest.loadedMachine.js'

export default defineProject({
  test: {
    ...loadedMachineTest,
    name: '@portico/siwx',
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
  },
})
