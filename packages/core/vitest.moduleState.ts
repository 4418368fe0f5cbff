/**
 * Core's test files that need a module graph of their own: each checks a module's state before something loads it
 * (`english.test.ts`: the English catalogue before its chunk loads), which another file may already have done in a
 * shared graph. They run in the isolated project (`vitest.isolated.config.ts`); every other core file shares one
 * graph per worker (`isolate: false` in `vitest.config.ts`), a third of the project's time (docs/testing.md).
 */
export const moduleStateTests = ['src/i18n/english.test.ts']
