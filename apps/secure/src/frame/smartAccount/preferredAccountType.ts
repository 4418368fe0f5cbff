import type { FrameContext } from '../FrameContext.js'

/** The account type the visitor chose (SET_PREFERRED_ACCOUNT), kept in the frame: 'eoa' until they choose. */
export function readPreferredAccountType({ store, key }: Pick<FrameContext, 'store' | 'key'>) {
  return store.getItem(key('preferredAccountType')) === 'smartAccount' ? 'smartAccount' : 'eoa'
}

/** Keeps the visitor's account type for the next load. */
export function writePreferredAccountType(
  { store, key }: Pick<FrameContext, 'store' | 'key'>,
  type: 'eoa' | 'smartAccount',
) {
  store.setItem(key('preferredAccountType'), type)
}
