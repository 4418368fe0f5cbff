import type { FrameContext } from '../FrameContext.js'

/** The stored session token, if signed in. */
export function readSession(context: Pick<FrameContext, 'store' | 'key'>): string | undefined {
  return context.store.getItem(context.key('session')) ?? undefined
}
