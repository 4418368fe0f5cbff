import { execFile } from 'node:child_process'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import { expect, it } from 'vitest'

const playwrightCli = createRequire(import.meta.url).resolve('@playwright/test/cli')
const fixtureConfig = fileURLToPath(new URL('./testing/pageErrors/playwright.config.ts', import.meta.url))
/**
 * A whole Playwright run: its CLI, the test-wallet bundle and a Chromium per worker (one failed test ends its worker;
 * the fixture's two failing tests come last, so two start). 20 s on a quiet 2-core machine, 30 to 50 s at CI's load:
 * bounded by two minutes, which only a hang meets.
 */
const PLAYWRIGHT_RUN_TIMEOUT = 120_000

it(
  'fails the tests whose page threw or left a rejection unhandled, and passes quiet ones, with test wallets installed too',
  async () => {
    const { code, output } = await new Promise<{ code: number; output: string }>((resolve) => {
      execFile(
        process.execPath,
        [playwrightCli, 'test', '--config', fixtureConfig],
        { env: { ...process.env, CI: '' } },
        (error, stdout, stderr) =>
          resolve({ code: error ? Number(error.code ?? 1) : 0, output: stdout + stderr }),
      )
    })
    expect(output).toContain('thrown by the page')
    expect(output).toContain('rejected in the page')
    expect(output).toMatch(/2 failed[\s\S]*2 passed/)
    expect(code).toBe(1)
  },
  PLAYWRIGHT_RUN_TIMEOUT,
)
