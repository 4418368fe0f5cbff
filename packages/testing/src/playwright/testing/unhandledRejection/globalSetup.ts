import { watchUnhandledErrors } from '../../watchUnhandledErrors.js'

/** Like a world started in the runner's process, then a promise of it rejected with no one to handle it. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const unhandled = watchUnhandledErrors()
  if (process.env.PORTICO_FIXTURE_REJECT) void Promise.reject(new Error('left unhandled by the world'))
  return async () => unhandled.end()
}
