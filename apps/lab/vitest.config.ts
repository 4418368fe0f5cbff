import { defineProject } from 'vitest/config'

export default defineProject({
  test: { name: '@portico/lab', environment: 'node', include: ['src/**/*.test.{ts,tsx}'] },
})
