import { defineProject } from 'vitest/config'
import { loadedMachineTest } from '../../../vitest.loadedMachine.js'

export default defineProject({
  test: {
    ...loadedMachineTest,
    name: '@portico/adapter-eip155',
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
  },
})
