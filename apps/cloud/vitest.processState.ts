/**
 * The cloud's test files that change something of the whole process for their tests: the clock
 * (`vi.useFakeTimers`), a prototype, the console, a global (`vi.stubGlobal`), a process listener or a module (`vi.mock`). In a module graph
 * shared with other files that change would reach them, so these run in the isolated project
 * (`vitest.isolated.config.ts`), one graph per file; every other cloud file shares one graph per worker
 * (`isolate: false` in `vitest.config.ts`: each file imported the whole server again, about a third of the project's
 * CPU; docs/testing.md). A new file that does any of the above belongs here.
 */
export const processStateTests = [
  'src/cluster/connectRedis.test.ts',
  'src/http/routes/deviceLinkRoutes.test.ts',
  'src/http/routes/emailAuthRoutes.test.ts',
  'src/http/routes/emailEnumeration.test.ts',
  'src/relay/officialClients.test.ts',
  'src/relay/widgetSide/leanClientInterop.test.ts',
  'src/relay/widgetSide/walletConnectResumeRefused.test.ts',
]
