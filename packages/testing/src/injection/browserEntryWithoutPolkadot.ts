/**
 * Entry of the lighter script Playwright injects when the test installs no Polkadot extension (see
 * `bundleTestWalletScript`): the same installer global as `browserEntry.ts`, without the Polkadot libraries.
 */
import { installTestWalletsWithoutPolkadot } from './installTestWalletsWithoutPolkadot.js'

Object.assign(globalThis, { __porticoInstallTestWallets: installTestWalletsWithoutPolkadot })
