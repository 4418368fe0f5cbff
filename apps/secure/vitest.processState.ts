/**
 * The secure site's test files that change something of the whole process or module graph for their tests (the clock,
 * a global, a prototype, a module replaced with `vi.mock`): they run in the isolated project
 * (`vitest.isolated.config.ts`), one module graph per file; every other file shares one graph per worker
 * (`isolate: false` in `vitest.config.ts`; docs/testing.md). A new file that moves the clock, stubs a global, spies
 * on a prototype, `Date.now` or the console, or mocks a module belongs here.
 */
export const processStateTests = [
  'src/frame/createFrameController.test.ts',
  'src/frame/storageBlocked.test.ts',
  'src/frame/smartAccount/setPreferredAccount.test.ts',
]
