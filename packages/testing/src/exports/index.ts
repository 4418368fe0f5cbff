export type {
  BitcoinPromptMethod,
  BitcoinTestWallet,
  BitcoinTestWalletChain,
  BitcoinTestWalletFeatures,
  BitcoinTestWalletInputToSign,
  BitcoinTestWalletKey,
  BitcoinTestWalletPsbtInput,
  BitcoinTestWalletPurpose,
  CreateBitcoinTestWalletParameters,
} from '../bitcoinWallet/BitcoinTestWalletTypes.js'
export {
  type BitcoinWalletInstallation,
  INSTALLED_BITCOIN_WALLETS_GLOBAL,
  type InstalledBitcoinWalletSpec,
} from '../bitcoinWallet/BitcoinWalletInstallation.js'
export { createBitcoinTestWallet } from '../bitcoinWallet/createBitcoinTestWallet.js'
export { registerBitcoinTestWallet } from '../bitcoinWallet/registerBitcoinTestWallet.js'
export { verifyBitcoinMessage } from '../bitcoinWallet/verifyBitcoinMessage.js'
export type {
  CosmosPromptMethod,
  CosmosTestWallet,
  CosmosTestWalletAccountKey,
  CosmosTestWalletChain,
  CosmosTestWalletChainInfo,
  CosmosTestWalletKey,
  CosmosTestWalletOfflineSigner,
  CosmosTestWalletSignature,
  CosmosTestWalletSignDoc,
  CreateCosmosTestWalletParameters,
} from '../cosmosWallet/CosmosTestWalletTypes.js'
export {
  type CosmosWalletInstallation,
  INSTALLED_COSMOS_WALLETS_GLOBAL,
  type InstalledCosmosWalletSpec,
} from '../cosmosWallet/CosmosWalletInstallation.js'
export { createCosmosTestWallet } from '../cosmosWallet/createCosmosTestWallet.js'
export { installCosmosTestWallets } from '../cosmosWallet/installCosmosTestWallets.js'
export {
  COSMOS_TEST_WALLET_GLOBAL,
  type RegisterCosmosTestWalletOptions,
  registerCosmosTestWallet,
} from '../cosmosWallet/registerCosmosTestWallet.js'
export {
  type ApproveFarcasterChannelParameters,
  approveFarcasterChannel,
  FarcasterRelayError,
} from '../farcasterWallet/approveFarcasterChannel.js'
export {
  type FarcasterConnectRequest,
  readFarcasterConnectUrl,
} from '../farcasterWallet/readFarcasterConnectUrl.js'
export {
  type SignFarcasterSignInParameters,
  signFarcasterSignIn,
} from '../farcasterWallet/signFarcasterSignIn.js'
export { type InstallTestWalletsEnvironment, installTestWallets } from '../injection/installTestWallets.js'
export {
  INSTALLED_SOLANA_WALLETS_GLOBAL,
  INSTALLED_WALLETS_GLOBAL,
  type InstalledSolanaWalletSpec,
  type InstalledWalletSpec,
  type SolanaWalletInstallation,
  type TestWalletInstallation,
} from '../injection/TestWalletInstallation.js'
export { PlaywrightTestMissingError } from '../playwright/PlaywrightTestMissingError.js'
export { createPolkadotTestWallet } from '../polkadotWallet/createPolkadotTestWallet.js'
export {
  type InjectPolkadotTestWalletOptions,
  injectPolkadotTestWallet,
} from '../polkadotWallet/injectPolkadotTestWallet.js'
export { installPolkadotTestWallets } from '../polkadotWallet/installPolkadotTestWallets.js'
export type {
  CreatePolkadotTestWalletParameters,
  PolkadotPromptMethod,
  PolkadotTestWallet,
  PolkadotTestWalletAccount,
  PolkadotTestWalletExtension,
  PolkadotTestWalletSignerPayload,
  PolkadotTestWalletSignerResult,
  PolkadotTestWalletSignRaw,
} from '../polkadotWallet/PolkadotTestWalletTypes.js'
export {
  INSTALLED_POLKADOT_WALLETS_GLOBAL,
  type InstalledPolkadotWalletSpec,
  type PolkadotWalletInstallation,
} from '../polkadotWallet/PolkadotWalletInstallation.js'
export { createSolanaTestWallet } from '../solanaWallet/createSolanaTestWallet.js'
export {
  type RegisterSolanaTestWalletOptions,
  registerSolanaTestWallet,
} from '../solanaWallet/registerSolanaTestWallet.js'
export type {
  CreateSolanaTestWalletParameters,
  SolanaPromptMethod,
  SolanaTestWallet,
  SolanaTestWalletChain,
  SolanaTestWalletFeatures,
  SolanaTestWalletKey,
} from '../solanaWallet/SolanaTestWalletTypes.js'
export {
  type AnnounceTestWalletOptions,
  announceTestWallet,
  type TestWalletInfo,
  testWalletIcon,
} from '../wallet/announceTestWallet.js'
export { createTestWallet } from '../wallet/createTestWallet.js'
export type {
  CreateTestWalletParameters,
  PromptMethod,
  TestWallet,
  TestWalletChain,
  TestWalletEvent,
  TestWalletKey,
  TestWalletListener,
} from '../wallet/TestWalletTypes.js'
export { WalletRpcError, walletErrorCodes } from '../wallet/WalletRpcError.js'
export { createWalletConnectTestWallet } from '../walletConnectWallet/createWalletConnectTestWallet.js'
export type {
  CreateWalletConnectTestWalletParameters,
  WalletConnectChainId,
  WalletConnectNamespaceName,
  WalletConnectPromptMethod,
  WalletConnectTestNamespace,
  WalletConnectTestProposal,
  WalletConnectTestRequest,
  WalletConnectTestSession,
  WalletConnectTestWallet,
  WalletConnectTestWalletAccounts,
  WalletConnectTestWalletListener,
} from '../walletConnectWallet/WalletConnectTestWalletTypes.js'
