import type { FrameContext } from '../FrameContext.js'

/**
 * Forgets the stored login: its session, the e-mail or social provider and username kept with it, and the account
 * type chosen while signed in (the next login on this device starts on the one the widget asks for: the app's default).
 */
export function forgetLogin(context: Pick<FrameContext, 'store' | 'key'>): void {
  for (const name of ['session', 'email', 'socialProvider', 'socialUsername', 'preferredAccountType'])
    context.store.removeItem(context.key(name))
}
