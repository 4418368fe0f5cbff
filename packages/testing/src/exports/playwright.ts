export { BitcoinTestWalletDriver } from '../bitcoinWallet/BitcoinTestWalletDriver.js'
export type {
  BitcoinWalletInstallation,
  InstalledBitcoinWalletSpec,
} from '../bitcoinWallet/BitcoinWalletInstallation.js'
export type {
  InstalledSolanaWalletSpec,
  InstalledWalletSpec,
  SolanaWalletInstallation,
  TestWalletInstallation,
} from '../injection/TestWalletInstallation.js'
export { blockExternalRequests, isLoopbackUrl } from '../playwright/blockExternalRequests.js'
export {
  type BundleTestWalletScriptOptions,
  bundleTestWalletScript,
} from '../playwright/bundleTestWalletScript.js'
export { type InjectTestWalletsOptions, injectTestWallets } from '../playwright/injectTestWallets.js'
export { loopbackOnlyChromiumArg } from '../playwright/loopbackOnlyChromiumArg.js'
export { ModalPage } from '../playwright/ModalPage.js'
export { ModalValidator } from '../playwright/ModalValidator.js'
export { type PorticoFixtures, porticoTest } from '../playwright/porticoTest.js'
export { SolanaTestWalletDriver } from '../playwright/SolanaTestWalletDriver.js'
export { TestWalletDriver } from '../playwright/TestWalletDriver.js'
export { type ExternalRequestsWatch, watchExternalRequests } from '../playwright/watchExternalRequests.js'
export {
  UnhandledErrorsError,
  type UnhandledErrorsWatch,
  watchUnhandledErrors,
} from '../playwright/watchUnhandledErrors.js'
