import type { CloudNft } from '../cloud/CloudClient.js'
import type { TokenBalance } from './account.js'
import type { ChainNamespace } from './namespace.js'

/** An NFT on the Account view's NFTs tab (an ERC-721 the account holds). */
export type Nft = CloudNft

/** Which account: the namespace's connected one (default: the active namespace). */
export interface PortfolioParameters {
  namespace?: ChainNamespace
  /** Skip the 30 s portfolio cache (after a send). */
  force?: boolean
}

/**
 * The connected account's holdings from Portico Cloud's blockchain API (EVM). Without a cloud, or
 * on a namespace it does not serve, the lists are empty; a failing cloud rejects the promise.
 */
export interface PorticoPortfolio {
  /** Native currency and tokens (docs/behaviour.md#state "Token balance"), cached 30 s per address (docs/behaviour.md#limits). */
  getTokens(parameters?: PortfolioParameters): Promise<TokenBalance[]>
  /** The account's ERC-721s, spam left out. */
  getNfts(parameters?: Omit<PortfolioParameters, 'force'>): Promise<Nft[]>
}
