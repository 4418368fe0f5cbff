import { inspect } from 'node:util'

/** What `watchUnhandledErrors` returns. */
export type UnhandledErrorsWatch = {
  /** The unhandled rejections and uncaught exceptions recorded so far. */
  readonly errors: readonly unknown[]
  /** Stops watching; throws an `UnhandledErrorsError` listing them when any were recorded. */
  end(): void
}

/** The run's process had unhandled rejections or uncaught exceptions: the run fails even if every test passed. */
export class UnhandledErrorsError extends Error {
  override name = 'UnhandledErrorsError'
  constructor(readonly errors: readonly unknown[]) {
    super(
      `${errors.length} unhandled rejection(s) or uncaught exception(s) in the test run's process:\n${errors
        .map((error) => inspect(error))
        .join('\n')}`,
    )
  }
}

/**
 * For a Playwright global setup: records every unhandled rejection and uncaught exception of the runner's process
 * from now on (global setup runs there, and so does the world it starts in process: chains, mail inbox, servers).
 * Node would otherwise end the run at the first one, without a report or the global teardown; Playwright's test
 * workers already fail the test that sees one. Call `end()` in the global teardown, after stopping the world, so
 * that the run fails when anything was recorded.
 *
 * @example
 * export default async function globalSetup() {
 *   const unhandled = watchUnhandledErrors()
 *   const world = await startWorld()
 *   return async () => { await world.stop(); unhandled.end() }
 * }
 */
export function watchUnhandledErrors(target: NodeJS.EventEmitter = process): UnhandledErrorsWatch {
  const errors: unknown[] = []
  const record = (error: unknown) => {
    errors.push(error)
    console.error('Unhandled error in the test run (it fails the run):', error)
  }
  target.on('unhandledRejection', record)
  target.on('uncaughtException', record)
  return {
    errors,
    end() {
      target.off('unhandledRejection', record)
      target.off('uncaughtException', record)
      if (errors.length > 0) throw new UnhandledErrorsError([...errors])
    },
  }
}
