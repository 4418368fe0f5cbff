import type { EmailLoginError } from '../EmailLoginError.js'
import { loginError } from '../loginError.js'
import type { EmbeddedContext } from './EmbeddedContext.js'

/**
 * Tells the visitor of a failed frame request from a view that shows no login error of its own (Account, Permissions):
 * an error toast with the catalogue's text for the failure, or the frame's own text. Returns the failure.
 */
export function toastLoginError({ feature }: EmbeddedContext, error: unknown): EmailLoginError {
  const failure = loginError(error)
  feature.portico.showToast({
    message:
      failure.key === undefined ? failure.text : feature.portico.getTranslator()(failure.key, failure.values),
    variant: 'error',
  })
  return failure
}
