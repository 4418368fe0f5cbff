import { defineProject } from 'vitest/config'
import { loadedMachineTest } from '../../vitest.loadedMachine.js'

export default defineProject({
  test: {
    ...loadedMachineTest,
    name: '@portico/solana-wallet-adapter',
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
  },
})
