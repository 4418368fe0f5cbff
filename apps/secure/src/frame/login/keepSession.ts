import type { FrameContext } from '../FrameContext.js'
import { forgetLogin } from './forgetLogin.js'

/** Keeps a login's session with its items (email, or social provider and username), in place of any earlier one. */
export function keepSession(
  context: Pick<FrameContext, 'store' | 'key'>,
  token: string,
  items: Record<string, string>,
): void {
  forgetLogin(context)
  context.store.setItem(context.key('session'), token)
  for (const [name, value] of Object.entries(items)) context.store.setItem(context.key(name), value)
}
