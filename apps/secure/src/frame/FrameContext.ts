import type { ShareVault } from '../custody/createShareVault.js'
import type { FrameLocaleState } from '../i18n/createFrameLocale.js'
import type { NativeCurrencyUnit } from '../rpc/evm/NativeCurrencyUnit.js'
import type { CloudAuth } from './createCloudAuth.js'
import type { FrameRpcUrls } from './createFrameRpcUrls.js'
import type { FrameControllerParameters } from './FrameControllerParameters.js'
import type { FrameStore } from './FrameStore.js'

/** A login waiting for its wallet to be restored on this device: its session and what is kept with it. */
export type PendingRestore = { token: string; items: Record<string, string> }

/** What the frame's message handlers change as messages arrive (one per frame). */
export type FrameState = {
  /** The network the widget is on (query, SWITCH_NETWORK, CONNECT_SOCIAL, wallet_switchEthereumChain). */
  chainId: string
  /** The RPC URL of each network the widget named one for (query, SWITCH_NETWORK, RPC_REQUEST): where sends go. */
  rpcUrls: Map<string, string>
  /** The last locale switch: a screen waits for its catalogue, so it shows in the locale the widget just named. */
  localeLoaded: Promise<void>
  /** Each network's native currency as the widget named it (SYNC_DAPP_DATA): the unit amounts are shown in. */
  nativeCurrencies: Map<string, NativeCurrencyUnit>
  /** What waits on the visitor (approvals, screens, the mailed link); RPC_ABORT (the widget's modal closed) ends each. */
  approvals: Set<AbortController>
  /** Counts RPC_ABORTs: a request still being prepared when one came is aborted before it asks the visitor. */
  abortCount: number
  /** A login waiting for its wallet to be restored on this device (RESTORE_WALLET). */
  pendingRestore: PendingRestore | undefined
  /**
   * The account type the widget asks for where the visitor chose none in this frame (GET_USER's and CONNECT_SOCIAL's
   * `preferredAccountType`: the app's default, the smart account unless it says otherwise); 'eoa' until it asks.
   */
  requestedAccountType: 'eoa' | 'smartAccount'
}

/** What every handler of the frame's messages works over: the page's parts and the frame's state. */
export type FrameContext = Pick<
  FrameControllerParameters,
  | 'approve'
  | 'showRecovery'
  | 'askRecovery'
  | 'parentOrigin'
  | 'socialCallbackUrl'
  | 'smartAccounts'
  | 'swapRouters'
  | 'smartSessions'
  | 'delegations'
> & {
  auth: CloudAuth
  store: FrameStore
  vault: ShareVault
  locale: FrameLocaleState
  rpcPolicy: FrameRpcUrls
  /** The frame's storage name of `name` (per project). */
  key(name: string): string
  state: FrameState
}
