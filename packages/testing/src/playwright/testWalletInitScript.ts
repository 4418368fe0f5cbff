import type { TestWalletInstallation } from '../injection/TestWalletInstallation.js'

/**
 * The init script that installs `installation` with a bundled test wallet `script` (`bundleTestWalletScript`), in
 * every document (`'all'`) or only in the top frame's documents that have a URL (`'top'`: not in frames, not in the
 * `about:blank` a new page starts with). In `'top'` the bundle sits in a function expression, which V8 only
 * pre-parses until it is called, so a skipped document neither compiles nor runs it.
 */
export function testWalletInitScript(
  script: string,
  installation: TestWalletInstallation,
  frames: 'all' | 'top',
): string {
  const install = `${script}\n;globalThis.__porticoInstallTestWallets(${JSON.stringify(installation)});`
  if (frames === 'all') return install
  return `{const install=function(){${install}\n};if(globalThis.top===globalThis&&globalThis.location.protocol!=='about:')install()}`
}
