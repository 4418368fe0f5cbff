import type { FrameContext } from '../FrameContext.js'

/** Forgets the stored login: its session, and the e-mail or social provider and username kept with it. */
export function forgetLogin(context: Pick<FrameContext, 'store' | 'key'>): void {
  for (const name of ['session', 'email', 'socialProvider', 'socialUsername'])
    context.store.removeItem(context.key(name))
}
