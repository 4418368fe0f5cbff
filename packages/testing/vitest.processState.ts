/**
 * The testing package's files that change something of the whole process for their tests (both move the clock):
 * they run in the isolated project (`vitest.isolated.config.ts`), one module graph per file; every other file shares
 * one graph per worker (`isolate: false` in `vitest.config.ts`; docs/testing.md). A new file that moves the clock,
 * stubs a global, spies on a prototype, `Date.now` or the console, or mocks a module belongs here.
 */
export const processStateTests = [
  'src/wallet/createTestWallet.test.ts',
  'src/solanaWallet/createSolanaTestWallet.test.ts',
]
