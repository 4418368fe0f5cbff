import type { InstallTestWalletsEnvironment } from '../injection/installTestWallets.js'
import { createPolkadotTestWallet } from './createPolkadotTestWallet.js'
import { injectPolkadotTestWallet } from './injectPolkadotTestWallet.js'
import type { PolkadotTestWallet } from './PolkadotTestWalletTypes.js'
import {
  INSTALLED_POLKADOT_WALLETS_GLOBAL,
  type PolkadotWalletInstallation,
} from './PolkadotWalletInstallation.js'

/**
 * Creates the page's Polkadot test extensions and injects each into `window.injectedWeb3` under its
 * key. Like an extension, each remembers across reloads of the tab whether the site is authorised,
 * so a reconnect after a reload asks nothing. They are reachable by name at
 * `window.__porticoPolkadotTestWallets`. Async (sr25519 needs the crypto wasm): the extensions appear
 * once it is ready, which the Polkadot adapter's re-scans pick up.
 */
export async function installPolkadotTestWallets(
  installation: PolkadotWalletInstallation,
  environment: InstallTestWalletsEnvironment,
): Promise<Record<string, PolkadotTestWallet>> {
  const wallets: Record<string, PolkadotTestWallet> = {}
  const page = environment.target as unknown as { injectedWeb3?: Record<string, unknown> }
  for (const spec of installation.wallets) {
    const memoryKey = `portico-polkadot-test-wallet:${spec.name}`
    const wallet = await createPolkadotTestWallet({
      uris: spec.uris,
      authorized: environment.memory?.getItem(memoryKey) === 'authorized',
      ...(spec.key ? { key: spec.key } : {}),
      ...(spec.ss58Prefix === undefined ? {} : { ss58Prefix: spec.ss58Prefix }),
    })
    const remember = () => environment.memory?.setItem(memoryKey, wallet.authorized ? 'authorized' : '')
    const { enable, emitDisconnect } = wallet
    wallet.enable = async (originName) => {
      const extension = await enable(originName)
      remember()
      return extension
    }
    wallet.emitDisconnect = () => {
      emitDisconnect()
      remember()
    }
    injectPolkadotTestWallet(wallet, { target: page })
    wallets[spec.name] = wallet
  }
  Object.assign(environment.target, { [INSTALLED_POLKADOT_WALLETS_GLOBAL]: wallets })
  return wallets
}
