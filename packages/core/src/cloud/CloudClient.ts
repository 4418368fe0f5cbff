import type {
  AnalyticsEventBody,
  CloudAnswer,
  CloudNameRecord,
  CloudNft,
  CloudRemoteFeatures,
  CloudTokenBalance,
  RegisterNameBody,
} from '@portico/cloud-contract'

export type {
  AnalyticsEventBody,
  CloudNameRecord,
  CloudNft,
  CloudRemoteFeatures,
  CloudTokenBalance,
  CloudWallet,
  RegisterNameBody,
} from '@portico/cloud-contract'

/** Query of `GET /getWallets` (spec §7). Lists are sent comma-separated; empty values are skipped. */
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

/** One page of `GET /getWallets`: `data`, and `count`, the matches over all pages. */
export type GetWalletsReturnType = CloudAnswer<'getWallets'>

/** What the blockchain API knows of an address: its primary name and avatar. */
export interface CloudIdentity {
  name: string | undefined
  avatar: string | undefined
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
  getAnalyticsConfig(): Promise<CloudAnswer<'getAnalyticsConfig'>>
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
