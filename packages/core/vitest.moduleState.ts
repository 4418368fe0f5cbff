/**
 * Core's test files that need a module graph of their own: each checks a module's state before something loads it
 * (`english.test.ts`: the English catalogue before its chunk loads; `connectWalletLoad.test.ts` and
 * `refreshBalanceLoad.test.ts`, `cloudCodeLoad.test.ts`: code whose chunk fails to load), which another file may already have done in a
 * shared graph. They run in the isolated project (`vitest.isolated.config.ts`); every other core file shares one
 * graph per worker (`isolate: false` in `vitest.config.ts`), a third of the project's time (docs/testing.md).
 */
export const moduleStateTests = [
  'src/i18n/english.test.ts',
  'src/controllers/connection/connectWalletLoad.test.ts',
  'src/controllers/account/refreshBalanceLoad.test.ts',
  'src/cloud/cloudCodeLoad.test.ts',
]
