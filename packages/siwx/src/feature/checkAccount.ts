import type { AccountSettledReason, ChainNamespace } from '@portico/core'
import { connectedSiwxAccount } from './connectedSiwxAccount.js'
import { endPrompt } from './endPrompt.js'
import { markSignedIn } from './markSignedIn.js'
import { openPrompt } from './openPrompt.js'
import type { SiwxContext } from './SiwxContext.js'
import { siwxAccountKey } from './siwxAccountKey.js'
import { takeNextInLine } from './takeNextInLine.js'
import { warnSiwxFailure } from './warnSiwxFailure.js'

/**
 * After a connect, a reconnect at start-up or a new account or network of `namespace`: a valid session → nothing; an
 * unsupported network → nothing; else the prompt opens, unless the visitor cancelled it for this account (`force`:
 * the app asks again). While another namespace's prompt or check is under way, `namespace` waits its turn.
 */
export async function checkAccount(
  context: SiwxContext,
  namespace: ChainNamespace,
  reason: AccountSettledReason,
  force = false,
): Promise<void> {
  const { config, siwx, declined } = context
  const found = connectedSiwxAccount(context, namespace)
  if (!found || (config.namespaces && !config.namespaces.includes(namespace))) return
  const { account } = found
  context.lastAccount.set(namespace, account)
  if (reason === 'connect') declined.delete(siwxAccountKey(account))
  const busy = siwx.account?.namespace ?? context.checking
  if (context.signing || (busy !== undefined && busy !== namespace)) {
    context.waiting.add(namespace)
    return
  }
  const run = ++context.generation
  if (!found.supported) {
    if (siwx.account) endPrompt(context)
    return
  }
  context.checking = namespace
  const sessions = await config.getSessions(account.chainId, account.address).catch((error: unknown) => {
    warnSiwxFailure('Portico: could not read the sign-in sessions', error)
    return []
  })
  if (run !== context.generation || context.signing) return
  context.checking = undefined
  markSignedIn(context, account, sessions.length > 0)
  if (sessions.length > 0) context.lastSigned.set(namespace, account)
  if (sessions.length > 0 || (declined.has(siwxAccountKey(account)) && !force)) {
    if (siwx.account) endPrompt(context)
    else takeNextInLine(context)
    return
  }
  openPrompt(context, account)
}
