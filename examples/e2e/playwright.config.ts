import { defineConfig } from '@playwright/test'
import { E2E_CHROMIUM_ARGS } from '../../apps/lab/e2e/world/chromiumArgs.js'
import { examplePorts } from './examplePorts.js'

const serve = (command: string, cwd: string, port: number) => ({
  command,
  cwd,
  url: `http://127.0.0.1:${port}`,
  reuseExistingServer: false,
  // A cold Next.js server on a busy 2-core machine.
  timeout: 120_000,
  env: { NEXT_TELEMETRY_DISABLED: '1' },
})

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  globalSetup: './globalSetup.ts',
  // Generous on a loaded machine; every wait is on state, so a fast machine never waits this long.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  workers: 1,
  reporter: [['list']],
  use: {
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // The lab's browser tests' Chromium: a cross-site frame's storage partitioned, as in a visitor's Chromium
      // (Playwright's own launch blocks it, and the embedded wallet's secure site is cross-site to the apps).
      args: E2E_CHROMIUM_ARGS,
    },
  },
  projects: [
    {
      name: 'vite-react18',
      testMatch: 'vite.spec.ts',
      use: { baseURL: `http://127.0.0.1:${examplePorts.vite}` },
    },
    { name: 'next', testMatch: 'next.spec.ts', use: { baseURL: `http://127.0.0.1:${examplePorts.next}` } },
  ],
  webServer: [
    serve(
      `npx vite preview --host 127.0.0.1 --port ${examplePorts.vite} --strictPort`,
      '../vite-react18',
      examplePorts.vite,
    ),
    serve(`npx next start --hostname 127.0.0.1 --port ${examplePorts.next}`, '../next', examplePorts.next),
  ],
})
