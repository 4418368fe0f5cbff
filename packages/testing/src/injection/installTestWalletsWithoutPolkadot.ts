import { installBitcoinTestWallets } from '../bitcoinWallet/installBitcoinTestWallets.js'
import { installCosmosTestWallets } from '../cosmosWallet/installCosmosTestWallets.js'
import { announceTestWallet, testWalletIcon } from '../wallet/announceTestWallet.js'
import { createTestWallet } from '../wallet/createTestWallet.js'
import type { TestWallet } from '../wallet/TestWalletTypes.js'
import { browserEnvironment } from './browserEnvironment.js'
import { installSolanaTestWallets } from './installSolanaTestWallets.js'
import { INSTALLED_WALLETS_GLOBAL, type TestWalletInstallation } from './TestWalletInstallation.js'

type Memory = Pick<Storage, 'getItem' | 'setItem'>

/** Where a page and its memory live; defaults to `window` and `sessionStorage`. */
export interface InstallTestWalletsEnvironment {
  target: EventTarget
  memory: Memory | undefined
}

/**
 * `installTestWallets` without the Polkadot extensions (`installation.polkadot` is not read): what a page that needs
 * none installs through `bundleTestWalletScript({ polkadot: false })`, without the Polkadot libraries' 600 KiB that
 * every new document of the page would otherwise parse and run (docs/testing.md).
 */
export function installTestWalletsWithoutPolkadot(
  installation: TestWalletInstallation,
  environment: InstallTestWalletsEnvironment = browserEnvironment(),
): Record<string, TestWallet> {
  const wallets: Record<string, TestWallet> = {}
  installation.wallets.forEach((spec, index) => {
    const key = `portico-test-wallet:${spec.rdns}`
    const remembered = readMemory(environment.memory, key)
    const knownChain = installation.chains.some((chain) => chain.chainId === remembered?.chainId)
    const wallet = createTestWallet({
      privateKey: spec.privateKey,
      chains: installation.chains,
      initialChainId: knownChain ? remembered?.chainId : installation.initialChainId,
      authorized: remembered?.authorized ?? false,
    })
    const remember = () =>
      environment.memory?.setItem(
        key,
        JSON.stringify({ authorized: wallet.authorized, chainId: wallet.chainId }),
      )
    wallet.on('accountsChanged', remember)
    wallet.on('chainChanged', remember)
    announceTestWallet(
      wallet,
      { uuid: spec.uuid, name: spec.name, rdns: spec.rdns, icon: spec.icon ?? testWalletIcon },
      { target: environment.target, windowEthereum: index === 0 && installation.windowEthereum === true },
    )
    wallets[spec.rdns] = wallet
  })
  Object.assign(environment.target, { [INSTALLED_WALLETS_GLOBAL]: wallets })
  if (installation.solana) installSolanaTestWallets(installation.solana, environment)
  if (installation.bitcoin) installBitcoinTestWallets(installation.bitcoin, environment)
  if (installation.cosmos) installCosmosTestWallets(installation.cosmos, environment)
  return wallets
}

function readMemory(
  memory: Memory | undefined,
  key: string,
): { authorized: boolean; chainId: number } | undefined {
  try {
    const value: unknown = JSON.parse(memory?.getItem(key) ?? 'null')
    if (typeof value !== 'object' || value === null) return undefined
    const { authorized, chainId } = value as Record<string, unknown>
    return typeof authorized === 'boolean' && typeof chainId === 'number'
      ? { authorized, chainId }
      : undefined
  } catch {
    return undefined
  }
}
