import {
  type ChainNamespace,
  type FeatureContext,
  PAIRING_LIFETIME_MS,
  type RemoteSession,
  type WalletListing,
} from '@portico/core'
import { askForNamespace } from './controller/askForNamespace.js'
import { cancelPairing } from './controller/cancelPairing.js'
import { clearPairing } from './controller/clearPairing.js'
import { restoreSessions } from './controller/restoreSessions.js'
import { startPairing } from './controller/startPairing.js'
import type { WalletConnectContext } from './controller/WalletConnectContext.js'
import type { WalletConnectOptions, WalletConnectState } from './WalletConnectTypes.js'

/** The lazily loaded side of `walletConnect()`: the Sign client, the session store and the pairing logic. */
export interface WalletConnectController {
  start(parameters?: { wallet?: WalletListing }): Promise<void>
  cancel(): void
  addNamespace(namespace: ChainNamespace): Promise<void>
  restore(): Promise<void>
  session(): RemoteSession | undefined
  destroy(): void
}

/**
 * Creates the feature's pairing and session logic over the feature's state slice (the client, and its relay socket,
 * come on first use). Each step lives in `controller/`, over one WalletConnectContext.
 */
export function createWalletConnectController(
  feature: FeatureContext<WalletConnectState>,
  options: WalletConnectOptions,
): WalletConnectController {
  const context: WalletConnectContext = {
    feature,
    options,
    state: feature.featureState,
    lifetime: options.pairingLifetimeMs ?? PAIRING_LIFETIME_MS,
    client: undefined,
    remote: undefined,
    sessions: [],
    asking: new Set(),
    stopWatching: undefined,
    attempt: 0,
    pairing: 0,
    expiryTimer: undefined,
  }
  return {
    start: (parameters) => startPairing(context, parameters),
    cancel: () => cancelPairing(context),
    restore: () => restoreSessions(context),
    addNamespace: (namespace) => askForNamespace(context, namespace),
    session: () => context.remote?.remote,
    destroy() {
      context.attempt += 1
      context.stopWatching?.()
      clearPairing(context)
      context.client?.close()
    },
  }
}
