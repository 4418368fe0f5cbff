import type { TestWalletInstallation } from '@portico/testing'
import type { LabWallets } from '../configs/LabConfig.js'
import type { LabDevnet } from '../devnet/LabDevnet.js'

/** Default funded account of a lab test wallet (account 0 deploys the devnet's contracts). */
const DEFAULT_ACCOUNT_INDEX = 1

/**
 * The test wallets of a config as a JSON installation: the devnet's chains, one funded account per
 * wallet. The lab installs it for `&wallet=test`; the browser tests inject the same in an init script.
 */
export function labTestWalletInstallation(
  wallets: LabWallets,
  devnet: LabDevnet,
  accountIndex = DEFAULT_ACCOUNT_INDEX,
): TestWalletInstallation {
  return {
    chains: devnet.chains.map(({ chainId, name, rpcUrl }) => ({ chainId, name, rpcUrl })),
    windowEthereum: wallets.windowEthereum,
    wallets: wallets.announced.map((wallet) => {
      const index = wallet.accountIndex ?? accountIndex
      const account = devnet.accounts[index]
      if (!account) throw new RangeError(`The devnet has no account ${index}`)
      return { uuid: wallet.uuid, name: wallet.name, rdns: wallet.rdns, privateKey: account.privateKey }
    }),
  }
}
