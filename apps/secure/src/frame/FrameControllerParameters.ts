import type { ShareVault } from '../custody/createShareVault.js'
import type { FrameLocaleState } from '../i18n/createFrameLocale.js'
import type { SwapRouterNames } from '../rpc/evm/swap/SwapRouterNames.js'
import type { DelegationNetworks } from '../rpc/grants/DelegationContracts.js'
import type { ApprovalReview } from './ApprovalReview.js'
import type { CloudAuth } from './createCloudAuth.js'
import type { FrameRpcUrls } from './createFrameRpcUrls.js'
import type { FrameStore } from './FrameStore.js'
import type { FrameLog } from './log/createFrameLog.js'
import type { SmartAccountNetworks } from './smartAccount/SmartAccountNetworks.js'

/** What the frame's page gives its controller (createFrameController). */
export type FrameControllerParameters = {
  auth: CloudAuth
  store: FrameStore
  /** Where the device share is kept, encrypted at rest (createShareVault). */
  vault: ShareVault
  projectId: string
  /** The CAIP-2 network the frame was loaded with (query `chainId`). */
  chainId: string
  /** The RPC URL of `chainId` the frame was loaded with (query `rpcUrl`), for requests that send. */
  rpcUrl?: string | undefined
  /**
   * The frame's bounded log (query `enableLogger`): each message's type and outcome, for a support report (GET_LOG).
   * Without it: nothing is logged.
   */
  log?: FrameLog
  /**
   * The networks where the wallet may use a smart account, each with its bundler (GET_SMART_ACCOUNT_ENABLED_NETWORKS,
   * INIT_SMART_ACCOUNT, SET_PREFERRED_ACCOUNT). Without it: the EOA everywhere.
   */
  smartAccounts?: SmartAccountNetworks | undefined
  /**
   * The app's `features.smartSessions` (query `smartSessions`): ERC-7715 grants (`wallet_grantPermissions`,
   * `wallet_revokePermissions`), each after the visitor's approval. Off: both answer 4200.
   */
  smartSessions?: boolean | undefined
  /**
   * The networks where grants can be signed, each with its Delegation Framework (the cloud's smart-account networks
   * answer, readSmartAccountNetworks). A network not named here refuses grants, nothing signed.
   */
  delegations?: DelegationNetworks | undefined
  /** The swap routers the cloud names (readSwapRouterNames), for the review of a swap. Without it: only those the frame knows. */
  swapRouters?: SwapRouterNames | undefined
  /** The exact origin of the page that embeds the frame, already checked: a social login's result returns there. */
  parentOrigin: string
  /** The secure site's social-login callback page; CONNECT_SOCIAL takes only URLs of this page. */
  socialCallbackUrl: string
  /**
   * Asks the visitor, in the frame's own screen, whether to sign `params` with `method` for `address`; false
   * refuses. Every signing request passes here: the page never decides for the visitor.
   */
  approve(
    request: { method: string; params: unknown; address: string; review?: ApprovalReview },
    signal: AbortSignal,
  ): Promise<boolean>
  /**
   * The frame's language, which SYNC_DAPP_DATA's `locale` switches; the reviews of the approval screen are written
   * in it (English only when not given).
   */
  locale?: FrameLocaleState
  /**
   * Where the frame may send JSON-RPC (a URL the page named), and the cloud's RPC proxy it reads through when the
   * widget named none for a network (createFrameRpcUrls). Without it: any URL, and no proxy.
   */
  rpcPolicy?: FrameRpcUrls
  /**
   * Shows the recovery share in the frame's own screen; true once the visitor confirmed saving it (the frame then
   * deletes its copy), false for not now.
   */
  showRecovery(request: { share: string; address: string }, signal: AbortSignal): Promise<boolean>
  /**
   * Asks, in the frame's own screen, for the recovery share of the wallet at `address`; `check` says why a share
   * does not restore it. Resolves the checked share, or undefined when the visitor cancels.
   */
  askRecovery(
    request: { address: string; check(share: string): Promise<string | undefined> },
    signal: AbortSignal,
  ): Promise<string | undefined>
}
