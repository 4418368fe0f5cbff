/**
 * Chromium's `--host-resolver-rules` switch that refuses every host but this machine's loopback (`localhost`,
 * `127.0.0.1`, `::1`): any other name or address, IP literals included, fails as `ERR_NAME_NOT_RESOLVED` before a
 * connection is tried, for pages, frames, workers and WebSockets alike. `aliases` maps test names to loopback
 * addresses first (`{ 'foreign.example.test': '127.0.0.1' }`). Chromium reads one `--host-resolver-rules` only:
 * put every mapping here.
 *
 * With it in the launch arguments, `porticoTest`'s `externalRequestGuard: 'browser'` needs no Playwright route, so
 * the test's contexts keep their HTTP cache and no request waits on the driver.
 *
 * @example
 * launchOptions: { args: [loopbackOnlyChromiumArg({ 'foreign.example.test': '127.0.0.1' })] }
 */
export function loopbackOnlyChromiumArg(aliases: Readonly<Record<string, string>> = {}): string {
  const maps = Object.entries(aliases).map(([host, address]) => `MAP ${host} ${address}`)
  // Chromium tries the EXCLUDE rules before any MAP, and the MAPs in order: the aliases before the catch-all.
  return `--host-resolver-rules=${[...maps, 'MAP * ~NOTFOUND', 'EXCLUDE localhost', 'EXCLUDE 127.0.0.1', 'EXCLUDE ::1'].join(', ')}`
}
