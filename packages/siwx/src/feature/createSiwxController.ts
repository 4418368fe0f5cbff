import type { FeatureContext, FeatureInstance, SiwxConfig } from '@portico/core'
import { cancelSignIn } from './cancelSignIn.js'
import { checkAccount } from './checkAccount.js'
import { connectedSiwxAccount } from './connectedSiwxAccount.js'
import { endPrompt } from './endPrompt.js'
import { forgetSiwxNamespace } from './forgetSiwxNamespace.js'
import { markSignedIn } from './markSignedIn.js'
import type { PorticoSiwx, SiwxState } from './PorticoSiwx.js'
import type { SiwxContext } from './SiwxContext.js'
import { signIn } from './signIn.js'
import { siwxAccountKey } from './siwxAccountKey.js'

/**
 * The sign-in controller. After a connect, a reconnect at start-up or a new account or network: a valid session →
 * nothing; an unsupported network → nothing; else the SIWXSignMessage view opens. One prompt at a time (other
 * namespaces wait their turn), one per account and network, and never again by itself after the visitor cancelled
 * it: a rejected signature leaves the view open with the error, for the visitor to retry or cancel. Each step is a
 * function of this folder over one SiwxContext.
 */
export function createSiwxController(
  feature: FeatureContext<SiwxState>,
  config: SiwxConfig,
): FeatureInstance<PorticoSiwx> {
  const siwx = feature.featureState
  const context: SiwxContext = {
    feature,
    config,
    siwx,
    declined: new Set(),
    waiting: new Set(),
    lastAccount: new Map(),
    lastSigned: new Map(),
    generation: 0,
    checking: undefined,
    signing: undefined,
    recheck: (namespace, reason) => void checkAccount(context, namespace, reason),
  }
  const required = () => config.getRequired?.() === true
  siwx.required = required()
  siwx.statement = config.statement

  const api: PorticoSiwx = {
    state: siwx,
    signIn: () => signIn(context),
    cancel: () => cancelSignIn(context),
    async getSessions(namespace = feature.state.activeNamespace) {
      const found = connectedSiwxAccount(context, namespace)
      return found ? config.getSessions(found.account.chainId, found.account.address) : []
    },
    async signOut(namespace = feature.state.activeNamespace) {
      const found = connectedSiwxAccount(context, namespace)
      if (!found) return
      context.lastSigned.delete(found.account.namespace)
      markSignedIn(context, found.account, false)
      await config.revokeSession(found.account.chainId, found.account.address)
    },
    async requestSignIn(namespace = feature.state.activeNamespace) {
      if (namespace !== undefined) await checkAccount(context, namespace, 'account', true)
    },
  }

  return {
    api,
    onAccountSettled: (namespace, reason) => void checkAccount(context, namespace, reason),
    onDisconnected: (namespace) => forgetSiwxNamespace(context, namespace),
    onModalClosed() {
      if (!siwx.account || context.signing) return
      context.declined.add(siwxAccountKey(siwx.account))
      endPrompt(context)
    },
    blocksClose: () => required() && siwx.account !== undefined,
  }
}
