import { defineProject } from 'vitest/config'

export default defineProject({
  test: { name: '@portico/adapter-eip155', environment: 'node', include: ['src/**/*.test.{ts,tsx}'] },
})
