import type { CaipAddress, CaipNetworkId, ChainNamespace } from './namespace.js'
import type { Network } from './network.js'

export type AccountStatus = 'disconnected' | 'connecting' | 'connected'
export type AccountType = 'eoa' | 'smartAccount' | 'payment' | 'ordinal'

export interface ConnectedWalletInfo {
  name: string
  icon?: string
  rdns?: string
  connectorId: string
  type?: string
}

/** A token row for the Account view (docs/behaviour.md#state "Token balance"). */
export interface TokenBalance {
  name: string
  symbol: string
  chainId: string
  address?: string
  value?: number
  /** USD price of one unit; absent where Portico Cloud knows no price. */
  price?: number
  quantity: { decimals: string; numeric: string }
  iconUrl: string
}

/** User reported by the embedded-wallet frame (docs/behaviour.md#state "Frame user"). */
export interface FrameUser {
  email?: string
  address: string
  chainId: number | string
  accounts?: { address: string; type: AccountType }[]
  userName?: string
  preferredAccountType?: AccountType
  smartAccountDeployed?: boolean
}

/** Account part of a namespace's chain state (docs/behaviour.md#state). */
export interface AccountState {
  currentTab: number
  tokenBalance: TokenBalance[]
  smartAccountDeployed: boolean
  addressLabels: Record<string, string>
  user: FrameUser | undefined
  preferredAccountType: AccountType | undefined
  caipAddress: CaipAddress | undefined
  address: string | undefined
  balance: string | undefined
  balanceSymbol: string | undefined
  profileName: string | undefined
  profileImage: string | undefined
  addressExplorerUrl: string | undefined
  connectedWalletInfo: ConnectedWalletInfo | undefined
  socialProvider: string | undefined
  socialWindow: unknown
  farcasterUrl: string | undefined
  status: AccountStatus
}

/** Network part of a namespace's chain state (docs/behaviour.md#state). */
export interface NetworkState {
  caipNetwork: Network | undefined
  supportsAllNetworks: boolean
  smartAccountEnabledNetworks: number[]
  requestedCaipNetworks: Network[]
  approvedCaipNetworkIds: CaipNetworkId[]
}

export interface ChainState {
  namespace: ChainNamespace
  networkState: NetworkState
  accountState: AccountState
  caipNetworks: Network[]
}

/** A wallet connection in one namespace (docs/behaviour.md#state "Connection"). */
export interface Connection {
  connectorId: string
  accounts: { address: string; type: AccountType }[]
  caipNetwork: Network | undefined
}
