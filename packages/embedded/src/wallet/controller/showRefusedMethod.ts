import { UNKNOWN_METHOD_MESSAGE_DELAY_MS } from '@portico/core'
import type { EmbeddedContext } from './EmbeddedContext.js'

/** A method off the allow-list is refused at once, and the visitor told 300 ms later. */
export function showRefusedMethod({ feature }: Pick<EmbeddedContext, 'feature'>, method: string): void {
  setTimeout(() => {
    feature.portico.showToast({
      message: feature.portico.getTranslator()('embeddedWallet.methodNotAllowed', { method }),
      variant: 'error',
    })
  }, UNKNOWN_METHOD_MESSAGE_DELAY_MS)
}
