/**
 * Entry of the script Playwright injects before the page's own scripts (see `bundleTestWalletScript`):
 * it only exposes the installer, which the init script then calls with the test's installation.
 */
import { installTestWallets } from './installTestWallets.js'

Object.assign(globalThis, { __porticoInstallTestWallets: installTestWallets })
