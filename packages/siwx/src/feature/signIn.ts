import type { SiwxSession } from '@portico/core'
import { PorticoError, SiwxError } from '@portico/core'
import { endPrompt } from './endPrompt.js'
import { markSignedIn } from './markSignedIn.js'
import type { SiwxContext } from './SiwxContext.js'
import { signWithAccount } from './signWithAccount.js'

/**
 * The visitor signs in the prompted account (one signature at a time): SIWX_AUTH_SUCCESS and the prompt ends; a
 * rejected or failed signature leaves the prompt open with the error (SIWX_AUTH_ERROR), for a retry or a cancel.
 */
export async function signIn(context: SiwxContext): Promise<SiwxSession> {
  const { siwx, feature } = context
  if (context.signing) return context.signing
  const account = siwx.account
  if (!account) throw new SiwxError('SIGN_MESSAGE_FAILED', { details: 'No sign-in is waiting' })
  siwx.status = 'signing'
  siwx.error = undefined
  context.signing = signWithAccount(context, account)
  try {
    const session = await context.signing
    context.signing = undefined
    context.lastSigned.set(account.namespace, account)
    markSignedIn(context, account, true)
    feature.emit({
      type: 'SIWX_AUTH_SUCCESS',
      namespace: account.namespace,
      caipNetworkId: account.chainId,
      address: account.address,
    })
    endPrompt(context)
    return session
  } catch (error) {
    context.signing = undefined
    const typed =
      error instanceof PorticoError ? error : new SiwxError('SIGN_MESSAGE_FAILED', { cause: error })
    siwx.status = 'error'
    siwx.error = typed.shortMessage
    feature.emit({
      type: 'SIWX_AUTH_ERROR',
      namespace: account.namespace,
      caipNetworkId: account.chainId,
      message: typed.shortMessage,
    })
    const next = [...context.waiting].filter((namespace) => namespace === account.namespace)
    for (const namespace of next) {
      context.waiting.delete(namespace)
      context.recheck(namespace, 'account')
    }
    throw typed
  }
}
