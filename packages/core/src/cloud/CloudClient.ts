import type { TokenBalance } from '../types/account.js'

/**
 * Remote feature flags as Portico Cloud answers them (`GET /appkit/v1/config`); an empty list is off. The wire answer,
 * equal to the cloud contract's (`cloudContractTypes.test.ts`): it names swaps' and the on-ramp's lists because the
 * cloud answers them. The widget's side, `RemoteFeatures`, is the open one (a package declares its key there and in
 * `remoteSwitch`); core reads neither list by name (docs/features.md "What core still names").
 */
export interface CloudRemoteFeatures {
  email: boolean
  socials: string[]
  swaps: string[]
  onramp: string[]
  activity: boolean
  reownBranding: boolean
  multiWallet: boolean
}

/** A registry wallet as `GET /getWallets` answers it (docs/behaviour.md#state "Wallet"). */
export interface CloudWallet {
  id: string
  name: string
  image_id: string
  rdns: string | null
  chains: string[]
  homepage: string | null
  mobile_link: string | null
  desktop_link: string | null
  webapp_link: string | null
  badge_type?: 'certified' | 'none'
}

/** Query of `GET /getWallets` (docs/behaviour.md#calls). Lists are sent comma-separated; empty values are skipped. */
export interface GetWalletsParameters {
  page: number
  entries: number
  search?: string
  include?: readonly string[]
  exclude?: readonly string[]
  /** CAIP-2 network ids; a wallet matches when it supports one of them. */
  chains?: readonly string[]
  badge_type?: 'certified' | 'none'
  signal?: AbortSignal
}

export interface GetWalletsReturnType {
  data: CloudWallet[]
  /** Matches over all pages. */
  count: number
}

/** Body of `POST /e` (docs/behaviour.md#calls). */
export interface AnalyticsEventBody {
  eventId: string
  url: string
  domain: string
  timestamp: number
  props: { type: string; event: string; [key: string]: unknown }
}

/** What the blockchain API knows of an address: its primary name and avatar. */
export interface CloudIdentity {
  name: string | undefined
  avatar: string | undefined
}

/** A balance as the blockchain API answers it; `address` is null for the native currency. */
export type CloudTokenBalance = Omit<TokenBalance, 'address'> & { address: string | null }

/** An ERC-721 the address holds, as the blockchain API answers it. */
export interface CloudNft {
  /** CAIP-2 network id. */
  chainId: string
  /** The collection's contract address. */
  contract: string
  tokenId: string
  /** The collection's name. */
  collection: string
  /** The token's name (its metadata's, else `<collection> #<id>`). */
  name: string
  /** The image from its metadata (data:, https: or ipfs: as given), when it has one. */
  image: string | null
  /** Marked as spam by the cloud (hidden by the UI). */
  isSpam: boolean
}

/** A registered name as the name API answers it; `addresses` is keyed by coin type ('60': EVM). */
export interface CloudNameRecord {
  /** The full name, suffix included (e.g. `alice.portico.id`). */
  name: string
  registered: string
  updated: string
  addresses: Record<string, { address: string; created: string }>
  attributes: Record<string, string>
}

/** Body of `POST /v1/profile/account` (docs/behaviour.md#calls "register name"). */
export interface RegisterNameBody {
  coinType: number | string
  address: string
  signature: string
  /** The signed text: JSON `{ name, attributes?, timestamp }`. */
  message: string
}

/**
 * Typed client of the Portico Cloud API. Every call sends the project id and the SDK type and
 * version (`projectId`, `st`, `sv`); a non-OK answer throws an HttpError carrying the cloud's
 * JSON error body (`{ error, message }`).
 */
export interface CloudClient {
  /** `GET /appkit/v1/config`: the project's remote features. */
  getConfig(): Promise<CloudRemoteFeatures>
  /** `GET /projects/v1/origins`: the project's allowed origins (exact or wildcard). */
  getOrigins(): Promise<string[]>
  /** `GET /getWallets`: one page of the wallet registry. */
  getWallets(parameters: GetWalletsParameters): Promise<GetWalletsReturnType>
  /** The URL of `GET /getWalletImage/{id}` (needs no project id, so it works in an img tag). */
  getWalletImageUrl(imageId: string): string
  /** `GET /getAnalyticsConfig`. */
  getAnalyticsConfig(): Promise<{ isAnalyticsEnabled: boolean }>
  /** `POST /e`: one analytics event or error report. */
  sendEvent(body: AnalyticsEventBody): Promise<void>
  /** `GET /v1/account/{address}/balance`: native and token balances on one EVM network. */
  getBalances(parameters: { address: string; caipNetworkId: string }): Promise<CloudTokenBalance[]>
  /** `GET /v1/account/{address}/nfts`: the ERC-721s the address holds on one EVM network. */
  getNfts(parameters: { address: string; caipNetworkId: string }): Promise<CloudNft[]>
  /** `GET /v1/identity/{address}`: the address's name and avatar. */
  getIdentity(parameters: { address: string }): Promise<CloudIdentity>
  /** `GET /v1/profile/account/{name}`: the name's record, or undefined when it is not registered (404). */
  lookupName(parameters: { name: string }): Promise<CloudNameRecord | undefined>
  /** `GET /v1/profile/reverse/{address}`: the names registered for an address, newest first. */
  reverseLookupName(parameters: { address: string }): Promise<CloudNameRecord[]>
  /** `GET /v1/profile/suggestions/{name}`: free names close to the input. */
  getNameSuggestions(parameters: { name: string }): Promise<{ name: string }[]>
  /** `POST /v1/profile/account`: registers a signed name; the cloud checks the signature. */
  registerName(body: RegisterNameBody): Promise<CloudNameRecord>
}
