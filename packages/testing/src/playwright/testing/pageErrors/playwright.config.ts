import { defineConfig } from '@playwright/test'

/** Pages with and without an uncaught error under porticoTest (porticoTest.pageErrors.test.ts). */
export default defineConfig({
  testDir: '.',
  testMatch: 'pages.spec.ts',
  workers: 1,
  reporter: [['list']],
  outputDir: '../../../../../../test-results/page-errors-fixture',
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
    },
  },
})
