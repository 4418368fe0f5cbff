// The function's own file, not '@portico/testing/playwright': examples/e2e's config reads these arguments with its
// own installed Playwright, and that entry would load the workspace's second copy of @playwright/test.
import { loopbackOnlyChromiumArg } from '../../../../packages/testing/src/playwright/loopbackOnlyChromiumArg.js'

/**
 * Playwright's own `--disable-features` list (playwright-core's chromiumSwitches) less ThirdPartyStoragePartitioning,
 * which Playwright turns off. Chromium reads only the last `--disable-features` it is given, so this list replaces
 * Playwright's: the browser tests then keep Chromium's default, a cross-site frame's storage partitioned by top-level
 * site, as a visitor's browser does (docs/testing.md).
 */
const DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
]

const COMMON_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  // No request leaves the loopback: Chromium refuses every other host itself, so the tests' contexts need no route
  // (which would turn their HTTP cache off: docs/testing.md); labTest's externalRequestGuard is 'browser'.
  // foreign.portico.test: an origin no project or default ancestor allows, still on 127.0.0.1.
  loopbackOnlyChromiumArg({ 'foreign.portico.test': '127.0.0.1' }),
]

/** The browser tests' Chromium: third-party storage partitioned (Chromium's default), third-party cookies blocked. */
export const E2E_CHROMIUM_ARGS = [...COMMON_ARGS, `--disable-features=${DISABLED_FEATURES.join(',')}`]

/**
 * A Chromium that blocks a cross-site frame's storage instead of partitioning it (what Playwright launches by
 * default, and a browser whose partitioning is off by policy): reading `localStorage` throws a SecurityError and
 * IndexedDB is denied.
 */
export const BLOCKED_STORAGE_CHROMIUM_ARGS = [
  ...COMMON_ARGS,
  `--disable-features=${[...DISABLED_FEATURES, 'ThirdPartyStoragePartitioning'].join(',')}`,
]
