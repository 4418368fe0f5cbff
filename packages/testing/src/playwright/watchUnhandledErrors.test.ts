import { execFile } from 'node:child_process'
import { EventEmitter } from 'node:events'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { UnhandledErrorsError, watchUnhandledErrors } from './watchUnhandledErrors.js'

const playwrightCli = createRequire(import.meta.url).resolve('@playwright/test/cli')
const fixtureConfig = fileURLToPath(
  new URL('./testing/unhandledRejection/playwright.config.ts', import.meta.url),
)

/** Two Playwright runs (each its CLI and config, no browser): 9 s at CI's load, bounded by a minute. */
const PLAYWRIGHT_RUNS_TIMEOUT = 60_000

/** Runs Playwright on the fixture (one test that passes, no browser); resolves with its exit code and output. */
function runFixture(env: Record<string, string>): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [playwrightCli, 'test', '--config', fixtureConfig],
      { env: { ...process.env, ...env, CI: '' } },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, output: stdout + stderr }),
    )
  })
}

describe('watchUnhandledErrors', () => {
  it(
    'fails a Playwright run whose tests pass when its global setup left a rejection unhandled',
    async () => {
      const failed = await runFixture({ PORTICO_FIXTURE_REJECT: '1' })
      expect(failed.output).toContain('1 passed')
      expect(failed.output).toContain('left unhandled by the world')
      expect(failed.code).toBe(1)
      const clean = await runFixture({})
      expect(clean.output).toContain('1 passed')
      expect(clean.code).toBe(0)
    },
    PLAYWRIGHT_RUNS_TIMEOUT,
  )

  it('records uncaught exceptions too, and stops listening when it ends', () => {
    const target = new EventEmitter()
    const watch = watchUnhandledErrors(target)
    const thrown = new Error('thrown by a timer')
    target.emit('uncaughtException', thrown)
    expect(() => watch.end()).toThrow(UnhandledErrorsError)
    expect(watch.errors).toEqual([thrown])
    expect(target.listenerCount('uncaughtException') + target.listenerCount('unhandledRejection')).toBe(0)
  })
})
