import { installBitcoinTestWallets } from '../bitcoinWallet/installBitcoinTestWallets.js'
import { installCosmosTestWallets } from '../cosmosWallet/installCosmosTestWallets.js'
import { installPolkadotTestWallets } from '../polkadotWallet/installPolkadotTestWallets.js'
import { announceTestWallet, testWalletIcon } from '../wallet/announceTestWallet.js'
import { createTestWallet } from '../wallet/createTestWallet.js'
import type { TestWallet } from '../wallet/TestWalletTypes.js'
import { installSolanaTestWallets } from './installSolanaTestWallets.js'
import { INSTALLED_WALLETS_GLOBAL, type TestWalletInstallation } from './TestWalletInstallation.js'

type Memory = Pick<Storage, 'getItem' | 'setItem'>

/** Where a page and its memory live; defaults to `window` and `sessionStorage`. */
export interface InstallTestWalletsEnvironment {
  target: EventTarget
  memory: Memory | undefined
}

/**
 * Creates and announces the page's test wallets. Like an extension, each wallet remembers across
 * reloads of the tab (sessionStorage) whether the site is authorised and which chain it is on, so
 * "still connected after a reload" is tested for real. The wallets are also reachable by rdns at
 * `window.__porticoTestWallets` for tests that drive them. With `installation.solana`, Solana wallets
 * are registered through the Wallet Standard too (see `installSolanaTestWallets`), and with
 * `installation.bitcoin` Bitcoin wallets (see `installBitcoinTestWallets`), with `installation.cosmos`
 * Keplr-compatible Cosmos wallets (see `installCosmosTestWallets`), and with `installation.polkadot`
 * Polkadot extensions, which appear a moment later (see `installPolkadotTestWallets`).
 */
export function installTestWallets(
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
  // Async (the sr25519 wasm); the Polkadot adapter re-scans `injectedWeb3`, so nothing waits for it.
  if (installation.polkadot)
    installPolkadotTestWallets(installation.polkadot, environment).catch((error: unknown) =>
      console.error('Portico: the Polkadot test wallets could not be installed', error),
    )
  return wallets
}

function browserEnvironment(): InstallTestWalletsEnvironment {
  return { target: window, memory: tabMemory() }
}

/**
 * The tab's sessionStorage, or none in a document that may not have one: an init script runs in every document,
 * the first `about:blank` of a page too, where reading `sessionStorage` throws a SecurityError, an uncaught
 * exception of the page that fails the test.
 */
function tabMemory(): Memory | undefined {
  try {
    return window.sessionStorage
  } catch {
    return undefined
  }
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
