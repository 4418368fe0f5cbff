import { defineProject } from 'vitest/config'

export default defineProject({
  test: { name: '@portico/adapter-solana', environment: 'node', include: ['src/**/*.test.{ts,tsx}'] },
})
