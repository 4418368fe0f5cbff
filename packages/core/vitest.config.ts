import { defineProject } from 'vitest/config'

export default defineProject({
  test: { name: '@portico/core', environment: 'node', include: ['src/**/*.test.{ts,tsx}'] },
})
