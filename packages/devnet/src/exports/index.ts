export type { PolkadotDevnetInfo } from '@portico/devnet-polkadot'
export type { BitcoinDevnetInfo } from '../bitcoin/BitcoinDevnetInfo.js'
export {
  DEVNET_BITCOIN_MNEMONIC,
  type DevnetBitcoinAccount,
  devnetBitcoinAccounts,
  REGTEST_NETWORK,
} from '../bitcoin/devnetBitcoinAccounts.js'
export type { CosmosDevnetInfo } from '../cosmos/CosmosDevnetInfo.js'
export {
  DEVNET_COSMOS_ACCOUNT_BALANCE,
  DEVNET_COSMOS_MNEMONIC,
  type DevnetCosmosAccount,
  devnetCosmosAccounts,
} from '../cosmos/devnetCosmosAccounts.js'
export { devnetCosmosChain } from '../cosmos/devnetCosmosChain.js'
export type { DevnetFile } from '../devnetFile/DevnetFile.js'
export { devnetFilePath } from '../devnetFile/devnetFilePath.js'
export { readDevnetFile } from '../devnetFile/readDevnetFile.js'
export { writeDevnetFile } from '../devnetFile/writeDevnetFile.js'
export { ChainStartError } from '../errors/ChainStartError.js'
export { DevnetError, type DevnetErrorParameters } from '../errors/DevnetError.js'
export { UnknownNamespaceError } from '../errors/UnknownNamespaceError.js'
export { type DevnetEvmChain, defineDevnetEvmChain } from '../evm/defineDevnetEvmChain.js'
export { devnetDelegationContracts } from '../evm/delegation/devnetDelegationContracts.js'
export {
  DEVNET_EVM_ACCOUNT_BALANCE_ETH,
  DEVNET_EVM_MNEMONIC,
  type DevnetEvmAccount,
  devnetEvmAccounts,
} from '../evm/devnetEvmAccounts.js'
export { devnetEvmChainSpecs } from '../evm/devnetEvmChainSpecs.js'
export { devnetEvmChains, porticoLocal, porticoLocalB } from '../evm/devnetEvmChains.js'
export { devnetEvmContracts, devnetEvmDeployer } from '../evm/devnetEvmContracts.js'
export type { EvmDevnetInfo } from '../evm/EvmDevnetInfo.js'
export { type DevnetEvmPool, devnetEvmMarket } from '../evm/market/devnetEvmMarket.js'
export { devnetSafeContracts } from '../evm/smartAccounts/devnetSafeContracts.js'
export { devnetSmartAccountContracts } from '../evm/smartAccounts/devnetSmartAccountContracts.js'
export {
  type SignDevnetPaymasterDataParameters,
  type SponsoredUserOperation,
  signDevnetPaymasterData,
} from '../evm/smartAccounts/signDevnetPaymasterData.js'
export type {
  ExchangeSandboxPayment,
  ExchangeSandboxPaymentStatus,
} from '../exchange/ExchangeSandboxPayment.js'
export { EXCHANGE_TEST_PASSWORD, EXCHANGE_TEST_USERS } from '../exchange/exchangeSandboxUsers.js'
export {
  type ExchangeSandbox,
  type StartExchangeSandboxParameters,
  startExchangeSandbox,
} from '../exchange/startExchangeSandbox.js'
export { LOCAL_EXCHANGE_SANDBOX, startLocalExchangeSandbox } from '../exchange/startLocalExchangeSandbox.js'
export {
  LOCAL_FARCASTER_ACCOUNTS,
  type LocalFarcasterAccount,
  localFarcasterCustody,
} from '../farcaster/localFarcasterAccounts.js'
export type { MailMessage } from '../mail/MailMessage.js'
export { type MailInbox, type StartMailInboxParameters, startMailInbox } from '../mail/startMailInbox.js'
export type { DevnetInfoByNamespace } from '../namespaces/DevnetInfoByNamespace.js'
export { type DevnetNamespace, devnetNamespaces } from '../namespaces/devnetNamespaces.js'
export type { DevnetPorts } from '../namespaces/RunningNamespace.js'
export {
  LOCAL_SOCIAL_PROVIDER_NAMES,
  LOCAL_SOCIAL_PROVIDERS,
  LOCAL_SOCIAL_USERS,
  type LocalSocialProvider,
  type OidcTestUser,
} from '../oidc/localSocialProviders.js'
export { signInAtLocalProvider } from '../oidc/signInAtLocalProvider.js'
export {
  type OidcClient,
  type OidcMisbehaviour,
  type OidcProvider,
  type StartOidcProviderParameters,
  startOidcProvider,
} from '../oidc/startOidcProvider.js'
export type {
  OnrampSandboxOrder,
  OnrampSandboxOrderStatus,
  OnrampWebhookDelivery,
} from '../onramp/OnrampSandboxOrder.js'
export {
  ONRAMP_TEST_CARDS,
  type OnrampFiatCurrency,
  type OnrampSandboxProvider,
  type OnrampSandboxProviderId,
  onrampSandboxProviders,
} from '../onramp/onrampSandboxProviders.js'
export { signOnrampParameters } from '../onramp/signOnrampParameters.js'
export { ONRAMP_WEBHOOK_SIGNATURE_HEADER, signOnrampWebhook } from '../onramp/signOnrampWebhook.js'
export {
  LOCAL_ONRAMP_SANDBOXES,
  type LocalOnrampSandboxes,
  startLocalOnrampSandboxes,
} from '../onramp/startLocalOnrampSandboxes.js'
export {
  type OnrampSandbox,
  type StartOnrampSandboxParameters,
  startOnrampSandbox,
} from '../onramp/startOnrampSandbox.js'
export {
  DEVNET_SOLANA_ACCOUNT_BALANCE_SOL,
  type DevnetSolanaAccount,
  devnetSolanaAccounts,
} from '../solana/devnetSolanaAccounts.js'
export { devnetSolanaToken } from '../solana/devnetSolanaToken.js'
export type { SolanaDevnetInfo } from '../solana/SolanaDevnetInfo.js'
export {
  type Devnet,
  type StartDevnetErrorType,
  type StartDevnetParameters,
  type StartDevnetReturnType,
  startDevnet,
} from '../startDevnet.js'
