import { defineConfig } from '@playwright/test'
import { E2E_CHROMIUM_ARGS } from './e2e/world/chromiumArgs.js'
import { e2eCloudFile } from './e2e/world/e2eCloudFile.js'
import { E2E_LAB_PORT, e2eDevnetFile } from './e2e/world/e2ePaths.js'

const baseURL = `http://127.0.0.1:${E2E_LAB_PORT}`
// Results and report per lab port, so two runs side by side (LAB_E2E_PORT) keep their own.
const runName = process.env.LAB_E2E_PORT ? `lab-${E2E_LAB_PORT}` : 'lab'

/**
 * The browser tests: system Chromium (never downloaded, third-party storage partitioned as in a visitor's browser:
 * e2e/world/chromiumArgs.ts), the built lab on vite preview, the devnet, the cloud and the secure site from globalSetup
 * (the secure site on another site than the lab, as in production).
 * Two workers at most (the machine has two cores); no retries, so a flaky test shows as failing.
 */
export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // The JSON report beside the list and the HTML: `node scripts/slowest.mjs` reads it (docs/testing.md).
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: `../../playwright-report/${runName}` }],
    ['json', { outputFile: `../../test-results/${runName}.json` }],
  ],
  outputDir: `../../test-results/${runName}`,
  globalSetup: './e2e/world/globalSetup.ts',
  use: {
    baseURL,
    browserName: 'chromium',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: E2E_CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium' }],
  webServer: {
    command: 'pnpm exec vite build --logLevel warn && pnpm exec vite preview',
    url: baseURL,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      LAB_PORT: String(E2E_LAB_PORT),
      LAB_OUT_DIR: `dist/e2e-${E2E_LAB_PORT}`,
      PORTICO_DEVNET_FILE: e2eDevnetFile,
      PORTICO_CLOUD_FILE: e2eCloudFile,
    },
  },
})
