export { type ChainLike, defineNetwork } from '../caip/defineNetwork.js'
export { formatCaipAddress } from '../caip/formatCaipAddress.js'
export { formatCaipNetworkId } from '../caip/formatCaipNetworkId.js'
export { isChainNamespace } from '../caip/isChainNamespace.js'
export { isNetworkSupported } from '../caip/isNetworkSupported.js'
export { normalizeChainId } from '../caip/normalizeChainId.js'
export { type ParsedCaipAddress, parseCaipAddress } from '../caip/parseCaipAddress.js'
export { type ParsedCaipNetworkId, parseCaipNetworkId } from '../caip/parseCaipNetworkId.js'
export { unsupportedNetwork } from '../caip/unsupportedNetwork.js'
export type {
  AnalyticsEventBody,
  CloudClient,
  CloudIdentity,
  CloudNameRecord,
  CloudRemoteFeatures,
  CloudTokenBalance,
  CloudWallet,
  GetWalletsParameters,
  GetWalletsReturnType,
  RegisterNameBody,
} from '../cloud/CloudClient.js'
export { type CreateCloudClientParameters, createCloudClient } from '../cloud/createCloudClient.js'
export { currencyImageUrl } from '../cloud/currencyImageUrl.js'
export { networkImageUrl } from '../cloud/networkImageUrl.js'
export { SDK_TYPE, SDK_VERSION } from '../cloud/sdkVersion.js'
export { tokenImageUrl } from '../cloud/tokenImageUrl.js'
export {
  HEADER_TEXT_ANIMATION_MS,
  MODAL_HEIGHT_ANIMATION_MS,
  VIEW_TRANSITION_MS,
} from '../constants/animations.js'
export {
  BALANCE_RETRY_MIN_MS,
  IDENTITY_CACHE_MS,
  NAME_CACHE_MS,
  NATIVE_BALANCE_CACHE_MS,
  PORTFOLIO_CACHE_MS,
} from '../constants/cacheLifetimes.js'
export { CONNECTOR_ALIASES } from '../constants/connectorAliases.js'
export { DEFAULT_ALLOWED_ANCESTORS } from '../constants/defaultAllowedAncestors.js'
export {
  CONNECTOR_ORDER,
  DEFAULT_CONNECT_METHODS_ORDER,
  DEFAULT_FEATURES,
  WALLET_FEATURES_ORDER,
} from '../constants/defaultFeatures.js'
export {
  DEFAULT_OPTION_SWITCHES,
  DEFAULT_THEME_MODE,
  SIGN_OUT_ON_DISCONNECT,
} from '../constants/defaultOptionSwitches.js'
export {
  DEFAULT_REMOTE_FEATURES,
  ONRAMP_FEE_PERCENT,
  SWAP_SLIPPAGE_TOLERANCE_PERCENT,
} from '../constants/defaultRemoteFeatures.js'
export {
  ERROR_REPORTS_MAX,
  ERROR_REPORTS_WINDOW_MS,
  LOG_BUFFER_BYTES,
  MAX_PENDING_TRANSACTIONS,
  MODAL_WIDTH_PX,
  RECENT_WALLETS_MAX,
} from '../constants/limits.js'
export {
  ACTIVITY_NAMESPACES,
  AUTH_CONNECTOR_NAMESPACES,
  BALANCE_NAMESPACES,
  CHAIN_NAMESPACES,
  DEFAULT_ACCOUNT_TYPES,
  NAMES_NAMESPACES,
  ONRAMP_NAMESPACES,
  SEND_NAMESPACES,
} from '../constants/namespaces.js'
export {
  FEATURED_WALLETS_DEFAULT_COUNT,
  RECOMMENDED_WALLETS_PAGE_SIZE,
  WALLET_LIST_PAGE_SIZE,
  WALLET_SEARCH_PAGE_SIZE,
} from '../constants/pageSizes.js'
export { PROVIDER_ERROR_CODES, type ProviderErrorCode } from '../constants/providerErrorCodes.js'
export { SAFE_RPC_METHODS } from '../constants/safeRpcMethods.js'
export {
  type CacheEntry,
  STORAGE_KEYS,
  STORAGE_PREFIX,
  type StorageKey,
  type StorageValues,
} from '../constants/storageKeys.js'
export {
  ALERT_REOPEN_DELAY_MS,
  EMAIL_LOGIN_COOLDOWN_MS,
  FRAME_LOAD_TIMEOUT_MS,
  FRAME_READY_DELAY_MS,
  IMAGE_PRELOAD_TIMEOUT_MS,
  LOGIN_REQUEST_TIMEOUT_MS,
  PAIRING_EXPIRY_MARGIN_MS,
  PAIRING_LIFETIME_MS,
  SHAKE_DURATION_MS,
  SIGN_OUT_WAIT_MS,
  UNKNOWN_METHOD_MESSAGE_DELAY_MS,
  WALLET_SEARCH_DEBOUNCE_MS,
} from '../constants/timeouts.js'
export { selectWalletRows, type WalletRowOptions } from '../controllers/connectors/selectWalletRows.js'
export { isMultiWalletEnabled } from '../controllers/multiWallet/isMultiWalletEnabled.js'
export { isUnsupportedChainShown } from '../controllers/network/isUnsupportedChainShown.js'
export { isPluginAvailable } from '../controllers/plugins/isPluginAvailable.js'
export { selectAccountEntries } from '../controllers/plugins/selectAccountEntries.js'
// Instance, state selectors and the wallet list
export { selectSearchRows } from '../controllers/walletRegistry/selectSearchRows.js'
export { createEmitter, type Emitter, type Listener } from '../emitter/createEmitter.js'
export { AdapterNotFoundError } from '../errors/AdapterNotFoundError.js'
export { ALERTS, type AlertCode, type AlertEntry } from '../errors/alerts.js'
export { CaipError, type CaipErrorCode } from '../errors/CaipError.js'
export { CapabilityNotSupportedError } from '../errors/CapabilityNotSupportedError.js'
export { ChainNotSupportedError } from '../errors/ChainNotSupportedError.js'
export { ClientNotSetError } from '../errors/ClientNotSetError.js'
export type { MessageCode } from '../errors/catalogue.js'
export { DisconnectError } from '../errors/DisconnectError.js'
export { EmailCooldownError } from '../errors/EmailCooldownError.js'
export { FrameError, type FrameErrorCode } from '../errors/FrameError.js'
export { formatAlert } from '../errors/formatAlert.js'
export { formatMessage, type MessageParameters } from '../errors/formatMessage.js'
export { HttpError } from '../errors/HttpError.js'
export { isNetworkFailure } from '../errors/isNetworkFailure.js'
export { isUserRejection, type RejectionMessage } from '../errors/isUserRejection.js'
export { MESSAGES } from '../errors/messages.js'
export { NetworkNotFoundError } from '../errors/NetworkNotFoundError.js'
export { OptionsError } from '../errors/OptionsError.js'
export { PorticoError, type PorticoErrorParameters } from '../errors/PorticoError.js'
export { RequestAbortedError } from '../errors/RequestAbortedError.js'
export { SiwxError, type SiwxErrorCode } from '../errors/SiwxError.js'
export { StorageError, type StorageErrorCode } from '../errors/StorageError.js'
export { UserRejectedError } from '../errors/UserRejectedError.js'
export { ValidationError } from '../errors/ValidationError.js'
export { formatBalance } from '../format/formatBalance.js'
export { formatDiscordUsername } from '../format/formatDiscordUsername.js'
export { formatFiat } from '../format/formatFiat.js'
export { formatNativeBalance } from '../format/formatNativeBalance.js'
export { formatRelativeTime } from '../format/formatRelativeTime.js'
export { formatUnits } from '../format/formatUnits.js'
export { parseUnits } from '../format/parseUnits.js'
export { shortenAddress } from '../format/shortenAddress.js'
export { shortenEmail } from '../format/shortenEmail.js'
export { truncateDecimals } from '../format/truncateDecimals.js'
export { walletDisplayName } from '../format/walletDisplayName.js'
export {
  createHttpClient,
  type HttpClient,
  type HttpClientParameters,
  type HttpRequest,
  type HttpRequestWithBody,
  type QueryValue,
} from '../http/createHttpClient.js'
export {
  type ProjectCloud,
  type ProjectCloudRequest,
  projectCloudRequest,
} from '../http/projectCloudRequest.js'
export type {
  Catalogue,
  FeatureCatalogue,
  Message,
  MessageKey,
  MessageValues,
  PluralMessage,
  PorticoMessages,
  Translate,
} from '../i18n/Catalogue.js'
export { createTranslator } from '../i18n/createTranslator.js'
export { loadEnglish } from '../i18n/english.js'
export { isMessageKey } from '../i18n/isMessageKey.js'
export { type Locale, localeDirection, SUPPORTED_LOCALES, type TextDirection } from '../i18n/locales.js'
export { matchLocale } from '../i18n/matchLocale.js'
export { preloadImage } from '../images/preloadImage.js'
export { createPortico } from '../instance/createPortico.js'
export { optionsKey } from '../options/optionsKey.js'
export type { ResolvedOptions } from '../options/ResolvedOptions.js'
export { resolveOptions } from '../options/resolveOptions.js'
export { cookieToInitialState } from '../ssr/cookieToInitialState.js'
export { isNamespaceConnected } from '../state/isNamespaceConnected.js'
export { type CookieStorageOptions, cookieStorage } from '../storage/cookieStorage.js'
export { createMemoryBackend } from '../storage/createMemoryBackend.js'
export { createStorage, type PorticoStorage, type StorageLogger } from '../storage/createStorage.js'
export type { StorageBackend } from '../storage/StorageBackend.js'
export type * from '../types/index.js'
export { assertEmailCooldown, emailCooldownRemaining } from '../validation/emailCooldown.js'
export { isOriginAllowed } from '../validation/isOriginAllowed.js'
export { isPairingExpired } from '../validation/isPairingExpired.js'
export { isSafeRpcMethod } from '../validation/isSafeRpcMethod.js'
export {
  isSocialProvider,
  LOGIN_SOCIAL_PROVIDERS,
  type LoginSocialProvider,
} from '../validation/isSocialProvider.js'
export { isValidAccountName } from '../validation/isValidAccountName.js'
export { isValidEmail } from '../validation/isValidEmail.js'
export { isValidEvmAddress } from '../validation/isValidEvmAddress.js'
export { isValidSolanaAddress } from '../validation/isValidSolanaAddress.js'
export { type Call, validateCallBatch } from '../validation/validateCallBatch.js'
export { type SendInput, type ValidSendInput, validateSendInput } from '../validation/validateSendInput.js'
