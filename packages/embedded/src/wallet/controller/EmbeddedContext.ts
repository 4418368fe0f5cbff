import type { FeatureContext } from '@portico/core'
import type { PendingFrameRequests } from '../createPendingFrameRequests.js'
import type { EmbeddedWalletParameters } from '../EmbeddedWalletParameters.js'
import type { EmbeddedWalletState } from '../EmbeddedWalletState.js'
import type { MountedFrame } from '../mountFrame.js'

/** What every part of the embedded wallet's controller works over: the instance's feature context and the frame. */
export type EmbeddedContext = {
  feature: FeatureContext<EmbeddedWalletState>
  parameters: EmbeddedWalletParameters
  /** The feature's state slice (`feature.featureState`). */
  slice: EmbeddedWalletState
  /** The hidden frame, once mounted (ensureFrame); a frame that failed to load is dropped. */
  frame: MountedFrame | undefined
  /** The locale the frame was last told; SYNC_DAPP_DATA goes again before it shows a screen in another. */
  syncedLocale: string | undefined
  /** The unsafe requests whose approval the frame shows now. */
  approvals: Set<object>
  /**
   * How the approval screen came up for the requests above: the modal opened for it (it closes after them) or its view
   * pushed onto the open modal (it goes back after them). A request the app sends through its own wagmi or provider
   * is not on core's approval stack, so nothing else leaves the view for it.
   */
  approvalEntry: 'opened' | 'pushed' | undefined
  /** The same requests as promises the modal's close rejects (safe ones are not among them). */
  pending: PendingFrameRequests
}
