import { defineProject } from 'vitest/config'

export default defineProject({
  test: { name: '@portico/devnet', environment: 'node', include: ['src/**/*.test.{ts,tsx}'] },
})
