import { defineProject } from 'vitest/config'

export default defineProject({
  test: { name: '@portico/adapter-kit', environment: 'node', include: ['src/**/*.test.{ts,tsx}'] },
})
