import { defineProject } from 'vitest/config'
import { loadedMachineTest } from '../../../vitest.loadedMachine.js'

export default defineProject({
  test: {
    ...loadedMachineTest,
    name: '@portico/adapter-polkadot',
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
    // chopsticks compiles the Asset Hub runtime at start: 30–50 s on a busy 2-core machine.
    hookTimeout: 240_000,
    testTimeout: 60_000,
  },
})
