import { defineConfig } from '@playwright/test'

/** A run whose tests pass while its global setup's world leaves a rejection unhandled (watchUnhandledErrors.test.ts). */
export default defineConfig({
  testDir: '.',
  testMatch: 'passes.spec.ts',
  globalSetup: './globalSetup.ts',
  workers: 1,
  reporter: [['list']],
  outputDir: '../../../../../../test-results/unhandled-rejection-fixture',
})
