import { installTestWalletsWith, type NamespaceInstallers } from './installTestWalletsWith.js'
import type { TestWalletInstallation } from './TestWalletInstallation.js'

/**
 * What the script Playwright injects runs first (see `bundleTestWalletScript`, which writes its entry with the
 * installers the test needs): puts the installer at `globalThis.__porticoInstallTestWallets`, which the init script
 * then calls with the test's installation.
 */
export function exposeTestWalletInstaller(installers: NamespaceInstallers): void {
  const install = (installation: TestWalletInstallation) => installTestWalletsWith(installers, installation)
  Object.assign(globalThis, { __porticoInstallTestWallets: install })
}
