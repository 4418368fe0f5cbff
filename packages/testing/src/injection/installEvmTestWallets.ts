import { announceTestWallet, testWalletIcon } from '../wallet/announceTestWallet.js'
import { createTestWallet } from '../wallet/createTestWallet.js'
import type { TestWallet } from '../wallet/TestWalletTypes.js'
import type { InstallTestWalletsEnvironment } from './installTestWalletsWith.js'
import { INSTALLED_WALLETS_GLOBAL, type TestWalletInstallation } from './TestWalletInstallation.js'

type Memory = InstallTestWalletsEnvironment['memory']

/**
 * The EVM part of `installTestWallets`: creates and announces `installation.wallets` (EIP-6963, the first also as
 * `window.ethereum` when asked), each remembering in `memory` whether the site is authorised and its chain, and puts
 * them at `window.__porticoTestWallets` by rdns. The other namespaces' installers are separate, so a script that
 * installs EVM wallets alone carries none of their libraries.
 */
export function installEvmTestWallets(
  installation: TestWalletInstallation,
  environment: InstallTestWalletsEnvironment,
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
      ...(spec.calls === true ? { calls: true } : {}),
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
  return wallets
}

function readMemory(memory: Memory, key: string): { authorized: boolean; chainId: number } | undefined {
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
