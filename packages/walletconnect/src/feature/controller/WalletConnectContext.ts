import type { ChainNamespace, FeatureContext } from '@portico/core'
import type { SignClient } from '../../sign/SignClient.js'
import type { Session } from '../../sign/SignTypes.js'
import type { CombinedRemoteSession } from '../combineRemoteSessions.js'
import type { WalletConnectOptions, WalletConnectState } from '../WalletConnectTypes.js'

/** What every step of the WalletConnect feature's controller works over: the feature context and its pairing. */
export type WalletConnectContext = {
  feature: FeatureContext<WalletConnectState>
  options: WalletConnectOptions
  /** The feature's state slice (`feature.featureState`). */
  state: WalletConnectState
  /** How long a pairing URI is valid (ms). */
  lifetime: number
  /** The Sign client, made on first use (signClientOf). */
  client: SignClient | undefined
  /** The wallet connection handed to core, once a session settled. */
  remote: CombinedRemoteSession | undefined
  /** The settled sessions of the wallet connection: the first, then those later proposals over its pairing added. */
  sessions: Session[]
  /** Namespaces being asked for over the existing pairing (the visitor picked one of their networks). */
  asking: Set<ChainNamespace>
  /** Ends the watch of the visitor's network picks (watchNetworkPicks). */
  stopWatching: (() => void) | undefined
  /** The visitor's current pairing attempt (start); an older attempt's answers count for nothing. */
  attempt: number
  /** The current pairing URI of the attempt (each fresh URI counts one up). */
  pairing: number
  /** Replaces the URI with a fresh one shortly before it expires. */
  expiryTimer: ReturnType<typeof setTimeout> | undefined
}
