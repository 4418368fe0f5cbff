import type { InstallTestWalletsEnvironment } from '../injection/installTestWallets.js'
import type { CosmosTestWallet } from './CosmosTestWalletTypes.js'
import { type CosmosWalletInstallation, INSTALLED_COSMOS_WALLETS_GLOBAL } from './CosmosWalletInstallation.js'
import { createCosmosTestWallet } from './createCosmosTestWallet.js'
import { registerCosmosTestWallet } from './registerCosmosTestWallet.js'

/**
 * Creates and installs the page's Cosmos test wallets, each under its `window` key. Like an
 * extension, each remembers across reloads of the tab which chains the site may use, so a reconnect
 * after a reload asks nothing. They are reachable by name at `window.__porticoCosmosTestWallets`.
 */
export function installCosmosTestWallets(
  installation: CosmosWalletInstallation,
  environment: InstallTestWalletsEnvironment,
): Record<string, CosmosTestWallet> {
  const wallets: Record<string, CosmosTestWallet> = {}
  for (const spec of installation.wallets) {
    const memoryKey = `portico-cosmos-test-wallet:${spec.name}`
    const wallet = createCosmosTestWallet({
      privateKey: spec.privateKey,
      chains: installation.chains,
      name: spec.name,
      enabledChains: readEnabledChains(environment.memory?.getItem(memoryKey)),
      eventTarget: environment.target,
    })
    const remember = () =>
      environment.memory?.setItem(memoryKey, JSON.stringify({ enabledChains: wallet.enabledChains }))
    const { enable, disable } = wallet
    wallet.enable = async (chainIds) => {
      await enable(chainIds)
      remember()
    }
    wallet.disable = async (chainIds) => {
      await disable(chainIds)
      remember()
    }
    registerCosmosTestWallet(wallet, { target: environment.target, ...(spec.key ? { key: spec.key } : {}) })
    wallets[spec.name] = wallet
  }
  Object.assign(environment.target, { [INSTALLED_COSMOS_WALLETS_GLOBAL]: wallets })
  return wallets
}

function readEnabledChains(remembered: string | null | undefined): string[] {
  try {
    const value: unknown = JSON.parse(remembered ?? 'null')
    const chains = (value as { enabledChains?: unknown } | null)?.enabledChains
    return Array.isArray(chains) ? chains.filter((chain): chain is string => typeof chain === 'string') : []
  } catch {
    return []
  }
}
