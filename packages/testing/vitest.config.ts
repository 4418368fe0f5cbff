import { defineProject } from 'vitest/config'

export default defineProject({
  test: { name: '@portico/testing', environment: 'node', include: ['src/**/*.test.{ts,tsx}'] },
})
