import { fileURLToPath } from 'node:url'

/**
 * Deadlines that suit a busy 2-core machine (CI shares one): every wait ends on state, and these only
 * bound a hang. Each project's config spreads them first, so a project that needs longer says so.
 */
export const loadedMachineTest = {
  testTimeout: 30_000,
  // Set-up hooks start chains, clouds and browsers: an EVM devnet (two anvils, every contract deployed) took over 60 s
  // in CI's unit step on a busy machine (createWalletCalls.test.ts, 2026-12-01), so a hook may take three minutes.
  hookTimeout: 180_000,
  // expect.poll's default deadline (vitest's own is 1 s).
  expect: { poll: { timeout: 15_000 } },
  setupFiles: [fileURLToPath(new URL('./vitest.loadedMachine.setup.ts', import.meta.url))],
}
