import type {
  BitcoinWalletInstallation,
  CosmosWalletInstallation,
  PolkadotWalletInstallation,
  SolanaWalletInstallation,
  TestWalletInstallation,
} from '@portico/testing'
import type {
  LabBitcoinTestWallet,
  LabCosmosTestWallet,
  LabPolkadotTestWallet,
  LabSolanaTestWallet,
  LabWallets,
} from '../configs/LabConfig.js'
import type { LabDevnet } from '../devnet/LabDevnet.js'

/** Default funded account of a lab test wallet (account 0 deploys the devnet's contracts). */
const DEFAULT_ACCOUNT_INDEX = 1

/**
 * The test wallets of a config as a JSON installation: the devnet's chains, one funded account per
 * wallet. The lab installs it for `&wallet=test`; the browser tests inject the same in an init script.
 * Solana wallets sign with the devnet's Solana account of the same index, on `solana:localnet` (the
 * Wallet Standard chain @portico/adapter-solana maps a local devnet to); Bitcoin, Cosmos and Polkadot
 * wallets likewise with that namespace's account of the same index, on `bitcoin:regtest`, the
 * devnet's Cosmos chain and its Polkadot chain.
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
    ...(wallets.solana ? { solana: solanaInstallation(wallets.solana, devnet, accountIndex) } : {}),
    ...(wallets.bitcoin ? { bitcoin: bitcoinInstallation(wallets.bitcoin, devnet, accountIndex) } : {}),
    ...(wallets.cosmos ? { cosmos: cosmosInstallation(wallets.cosmos, devnet, accountIndex) } : {}),
    ...(wallets.polkadot ? { polkadot: polkadotInstallation(wallets.polkadot, devnet, accountIndex) } : {}),
  }
}

function solanaInstallation(
  wallets: readonly LabSolanaTestWallet[],
  devnet: LabDevnet,
  accountIndex: number,
): SolanaWalletInstallation {
  if (!devnet.solana) throw new RangeError('The devnet runs no Solana chain')
  const { rpcUrl, accounts } = devnet.solana
  return {
    chains: [{ id: 'solana:localnet', rpcUrl }],
    wallets: wallets.map((wallet) => {
      const index = wallet.accountIndex ?? accountIndex
      const account = accounts[index]
      if (!account) throw new RangeError(`The devnet has no Solana account ${index}`)
      return { name: wallet.name, secretKey: account.secretKey }
    }),
  }
}

function bitcoinInstallation(
  wallets: readonly LabBitcoinTestWallet[],
  devnet: LabDevnet,
  accountIndex: number,
): BitcoinWalletInstallation {
  if (!devnet.bip122) throw new RangeError('The devnet runs no Bitcoin chain')
  const { esploraUrl, accounts } = devnet.bip122
  return {
    chains: [{ id: 'bitcoin:regtest', esploraUrl }],
    wallets: wallets.map((wallet) => {
      const index = wallet.accountIndex ?? accountIndex
      const account = accounts[index]
      if (!account) throw new RangeError(`The devnet has no Bitcoin account ${index}`)
      return { name: wallet.name, privateKey: account.privateKey }
    }),
  }
}

function cosmosInstallation(
  wallets: readonly LabCosmosTestWallet[],
  devnet: LabDevnet,
  accountIndex: number,
): CosmosWalletInstallation {
  if (!devnet.cosmos) throw new RangeError('The devnet runs no Cosmos chain')
  const { chainId, bech32Prefix, restUrl, accounts } = devnet.cosmos
  return {
    chains: [{ chainId, bech32Prefix, restUrl }],
    wallets: wallets.map((wallet) => {
      const index = wallet.accountIndex ?? accountIndex
      const account = accounts[index]
      if (!account) throw new RangeError(`The devnet has no Cosmos account ${index}`)
      return { name: wallet.name, key: wallet.key, privateKey: account.privateKey }
    }),
  }
}

function polkadotInstallation(
  wallets: readonly LabPolkadotTestWallet[],
  devnet: LabDevnet,
  accountIndex: number,
): PolkadotWalletInstallation {
  if (!devnet.polkadot) throw new RangeError('The devnet runs no Polkadot chain')
  const { accounts, ss58Prefix } = devnet.polkadot
  return {
    wallets: wallets.map((wallet) => {
      const index = wallet.accountIndex ?? accountIndex
      const account = accounts[index]
      if (!account) throw new RangeError(`The devnet has no Polkadot account ${index}`)
      return { name: wallet.name, key: wallet.key, uris: [account.uri], ss58Prefix }
    }),
  }
}
