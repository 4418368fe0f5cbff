import { isPromptShown } from './isPromptShown.js'
import type { SiwxAccount } from './PorticoSiwx.js'
import type { SiwxContext } from './SiwxContext.js'

/** Asks `account` to sign in: the SIWXSignMessage view opens (unless it shows already). */
export function openPrompt(context: Pick<SiwxContext, 'feature' | 'siwx'>, account: SiwxAccount): void {
  const { siwx } = context
  siwx.account = account
  siwx.status = 'prompting'
  siwx.error = undefined
  if (!isPromptShown(context))
    void context.feature.portico.open({ view: 'SIWXSignMessage', namespace: account.namespace })
}
