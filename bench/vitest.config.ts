import { defineProject } from 'vitest/config'

export default defineProject({
  test: { name: '@portico/bench', environment: 'node', include: ['src/**/*.test.ts'] },
})
