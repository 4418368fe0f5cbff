import type { TestWallet } from '@portico/testing'
import { walletConnect } from '@portico/walletconnect'
import { labRelayUrlOf } from './cloud/labRelayUrlOf.js'
import { loadLabCloudUrl } from './cloud/loadLabCloudUrl.js'
import { loadLabSecureSiteUrl } from './cloud/loadLabSecureSiteUrl.js'
import type { LabConfig } from './configs/LabConfig.js'
import { loadLabDevnet } from './devnet/loadLabDevnet.js'
import { ConfigPage } from './pages/ConfigPage.js'
import { createLabWorld } from './world/createLabWorld.js'
import { labTestWalletInstallation } from './world/labTestWalletInstallation.js'
import { loadLabEmbeddedWallet } from './world/loadLabEmbeddedWallet.js'
import { loadLabSiwx } from './world/loadLabSiwx.js'

/**
 * Reads the devnet's endpoints, installs the config's test wallets when the URL asks for them (before
 * Portico starts, as an extension would be), and builds the page in the URL's locale (`&locale=de`).
 */
export async function bootstrapConfigPage(
  config: LabConfig,
  { withTestWallet, locale }: { withTestWallet: boolean; locale: string | undefined },
) {
  const devnet = await loadLabDevnet()
  let wallet: TestWallet | undefined
  if (withTestWallet) {
    // Only manual play (`&wallet=test`) loads the test wallets (every namespace's signing libraries): the browser
    // tests install theirs before the page, and every other visit pays nothing for them.
    const { installTestWallets } = await import('@portico/testing')
    const wallets = installTestWallets(labTestWalletInstallation(config.wallets, devnet))
    wallet = Object.values(wallets)[0]
  }
  const cloudUrl = config.cloud ? await loadLabCloudUrl() : undefined
  const siwx = config.siwx ? await loadLabSiwx(config.siwx) : undefined
  const plugins = [
    ...(config.embeddedWallet ? [await loadLabEmbeddedWallet(await loadLabSecureSiteUrl())] : []),
    ...(config.relayOnly ? [walletConnect({ relayUrl: labRelayUrlOf(await loadLabCloudUrl()) })] : []),
  ]
  const world = createLabWorld(config, devnet, cloudUrl, locale, siwx, plugins)
  // For a developer's console: the page's Portico instance and wagmi config.
  Object.assign(window, { __porticoLab: world })
  return <ConfigPage config={config} world={world} wallet={wallet} />
}
