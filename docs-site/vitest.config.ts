import { defineProject } from 'vitest/config'
import { loadedMachineTest } from '../vitest.loadedMachine.js'

export default defineProject({
  test: { ...loadedMachineTest, name: 'docs-site', include: ['*.test.ts', '*/*.test.ts'] },
})
