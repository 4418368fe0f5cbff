import type { EmbeddedContext } from './EmbeddedContext.js'

/**
 * The e-mail, the login-used flag, the last chain and the social login go when the visitor disconnects or the frame
 * reports not connected; the state is a logged-out one.
 */
export function forgetLogin({ feature, slice }: Pick<EmbeddedContext, 'feature' | 'slice'>): void {
  const { storage } = feature
  storage.remove('email')
  storage.remove('emailLoginUsed')
  storage.remove('lastUsedChain')
  storage.remove('socialUsername')
  storage.remove('connectedSocial')
  slice.socialProvider = undefined
  slice.status = 'idle'
  slice.email = undefined
  slice.error = undefined
  slice.update = undefined
  slice.recoveryShareHeld = undefined
  slice.preferredAccountType = undefined
  slice.smartAccountNetworks = undefined
  slice.smartSessions = undefined
  slice.permissions = undefined
}
