import { defineProject } from 'vitest/config'
import { loadedMachineTest } from '../../vitest.loadedMachine.js'

export default defineProject({
  test: {
    ...loadedMachineTest,
    name: '@portico/devnet-polkadot',
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
    // chopsticks compiles the Asset Hub runtime at start; its readiness check bounds the wait.
    testTimeout: 240_000,
    hookTimeout: 240_000,
  },
})
