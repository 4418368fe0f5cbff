import type { ChainNamespace } from '@portico/core'
import type { SiwxContext } from './SiwxContext.js'
import { warnSiwxFailure } from './warnSiwxFailure.js'

/**
 * `namespace` was disconnected: its sign-in state goes, a prompt of it ends, and unless the configuration says not
 * to, its account is signed out (the revoke's failure only warns).
 */
export function forgetSiwxNamespace(context: SiwxContext, namespace: ChainNamespace): void {
  const { siwx, config } = context
  const account = context.lastAccount.get(namespace)
  context.lastAccount.delete(namespace)
  siwx.signedIn = siwx.signedIn.filter((entry) => !entry.startsWith(`${namespace}:`))
  context.lastSigned.delete(namespace)
  context.waiting.delete(namespace)
  if (context.checking === namespace) context.checking = undefined
  if (siwx.account?.namespace === namespace) {
    context.generation++
    siwx.account = undefined
    siwx.status = 'idle'
    siwx.error = undefined
  }
  if (account && config.signOutOnDisconnect !== false) {
    config.revokeSession(account.chainId, account.address).catch((error: unknown) => {
      warnSiwxFailure('Portico: could not sign out on disconnect', error)
    })
  }
}
