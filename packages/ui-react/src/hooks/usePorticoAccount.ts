import type {
  AccountStatus,
  AccountType,
  CaipAddress,
  CaipNetworkId,
  ChainNamespace,
  FrameUser,
} from '@portico/core'
import type { Snapshot } from 'valtio/vanilla'
import { selectChain } from '../state/selectChain.js'
import { usePorticoSelector } from '../state/usePorticoSelector.js'

export interface UsePorticoAccountReturnType {
  namespace: ChainNamespace | undefined
  address: string | undefined
  caipAddress: CaipAddress | undefined
  status: AccountStatus
  isConnected: boolean
  /** Native balance as a decimal string, once read. */
  balance: string | undefined
  balanceSymbol: string | undefined
  /** The account's name from the identity lookup (EVM, non-test networks), once read. */
  profileName: string | undefined
  /** The account's avatar URL from the identity lookup, once read. */
  profileImage: string | undefined
  /** The embedded wallet's user after an e-mail or social login (e-mail, username, accounts); undefined otherwise. */
  user: Snapshot<FrameUser> | undefined
  /** The provider of a social login (`google`, `github`, `discord`, …); undefined otherwise. */
  socialProvider: string | undefined
  /** The address's page on the current network's block explorer, when the network names one. */
  addressExplorerUrl: string | undefined
  /** Labels of addresses (address → label) the app set with `setAddressLabel` or a name lookup found. */
  addressLabels: Snapshot<Record<string, string>>
  /** The networks the connected remote wallet (WalletConnect, the embedded wallet) approved; empty otherwise. */
  approvedCaipNetworkIds: Snapshot<CaipNetworkId[]>
  /** The Account view's tab: 0 Tokens, 1 NFTs, 2 Activity. */
  currentTab: number
  /** The account type in use once connected: the wallet's preferred one, else `defaultAccountTypes`, 'eoa' as fallback. */
  preferredAccountType: AccountType | undefined
}

const noLabels: Record<string, string> = {}
const noNetworks: CaipNetworkId[] = []

/**
 * The account of a namespace (the active one by default). Disconnected on the server and the first client render.
 * Renders again only when one of the returned fields changes.
 */
export function usePorticoAccount(
  parameters: { namespace?: ChainNamespace | undefined } = {},
): UsePorticoAccountReturnType {
  return usePorticoSelector((state) => {
    const chain = selectChain(state, parameters.namespace)
    const account = chain?.accountState
    const status = account?.status ?? 'disconnected'
    return {
      namespace: chain?.namespace,
      address: account?.address,
      caipAddress: account?.caipAddress,
      status,
      isConnected: status === 'connected',
      balance: account?.balance,
      balanceSymbol: account?.balanceSymbol,
      profileName: account?.profileName,
      profileImage: account?.profileImage,
      user: account?.user,
      socialProvider: account?.socialProvider,
      addressExplorerUrl: account?.addressExplorerUrl,
      addressLabels: account?.addressLabels ?? noLabels,
      approvedCaipNetworkIds: chain?.networkState.approvedCaipNetworkIds ?? noNetworks,
      currentTab: account?.currentTab ?? 0,
      preferredAccountType: account?.preferredAccountType,
    }
  })
}
