/**
 * The official WalletKit and Core, imported so that they make no request beyond the relay: their Verify
 * (verify.walletconnect.org) and telemetry (pulse.walletconnect.org) calls are turned off by the clients' own
 * test-run switch, `process.env.IS_VITEST === 'true'` (`isTestRun()` in @walletconnect/utils; `telemetryEnabled`
 * alone does not stop the INIT event). In a browser there is no `process`: one is defined with only that
 * variable, and `global` as `globalThis`, which the clients then need. Set before the import, read at each call.
 */
export async function importOfflineWalletKit() {
  const scope = globalThis as { process?: { env?: Record<string, string | undefined> }; global?: unknown }
  if (scope.process) {
    scope.process.env ??= {}
    scope.process.env.IS_VITEST = 'true'
  } else {
    scope.process = { env: { IS_VITEST: 'true' } }
    scope.global ??= globalThis
  }
  const [{ Core }, { WalletKit }] = await Promise.all([
    import('@walletconnect/core'),
    import('@reown/walletkit'),
  ])
  return { Core, WalletKit }
}
